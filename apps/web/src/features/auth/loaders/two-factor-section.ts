// The owner's two-factor section, fetched when a profile page draws it. A module of its own, so that only the
// page that shows it holds this loader, and visitors' pages never fetch the section.
export const loadTwoFactorSection = () =>
  import('@/features/auth/components/two-factor-section').then((module) => module.TwoFactorSection);
