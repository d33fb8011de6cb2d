import { lazyComponent } from '@/components/ui/lazy-component';

// A small part for some, its code fetched when first drawn, under a boundary of its own; a module of its own, so only its users hold it.
export const ProfileCompletionPrompt = lazyComponent(
  () =>
    import('@/features/profiles/components/profile-completion-prompt').then(
      (module) => module.ProfileCompletionPrompt,
    ),
  { boundary: 'own' },
);
