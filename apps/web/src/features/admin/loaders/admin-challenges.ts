// The admin portal's challenges section, fetched when the portal draws it: its list, form and dialogs never come
// with the portal's other sections (decision 021).
export const loadAdminChallenges = () =>
  import('@/features/admin/components/admin-challenges').then((module) => module.AdminChallenges);
