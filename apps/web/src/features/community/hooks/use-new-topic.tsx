import * as MSG from '@rewind/shared/texts';
import { useState } from 'react';
import { useAuthDialog } from '@/lib/auth-dialog';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { lazyComponent } from '@/components/ui/lazy-component';

// Loads when first opened, not with the page that offers it.
const NewTopicDialog = lazyComponent(
  () => import('@/features/community/components/new-topic-dialog').then((module) => module.NewTopicDialog),
  { drawnOnceOpened: true },
);

/** 'New topic': the dialog for a member; a visitor is told to log in and offered the sign-in. */
export function useNewTopic(category?: string) {
  const { user } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const [isOpen, setOpen] = useState(false);
  const open = () => {
    if (user) return setOpen(true);
    notify.error(MSG.loginToPost);
    openAuthDialog('login');
  };
  const dialog = <NewTopicDialog open={isOpen} onOpenChange={setOpen} {...(category && { category })} />;
  return { open, dialog };
}
