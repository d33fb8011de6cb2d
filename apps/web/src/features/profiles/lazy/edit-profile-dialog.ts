import { lazyComponent } from '@/components/ui/lazy-component';

// A dialog, its code fetched when it first opens; a module of its own, so only its users hold it.
export const EditProfileDialog = lazyComponent(
  () =>
    import('@/features/profiles/components/edit-profile-dialog').then((module) => module.EditProfileDialog),
  { drawnOnceOpened: true },
);
