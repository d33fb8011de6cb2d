// The completion prompt, fetched once someone is signed in: a visitor's pages never carry it.
export const loadProfileCompletionPrompt = () =>
  import('@/features/profiles/components/profile-completion-prompt').then(
    (module) => module.ProfileCompletionPrompt,
  );
