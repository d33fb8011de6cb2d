import * as MSG from '@rewind/shared/texts';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';

/**
 * A page's part that is a member's own (their orders, a trade, their notifications): while the session is
 * read a placeholder, once signed in the part, for a visitor a way to sign in instead of an error.
 */
export function MembersOnly({
  icon,
  title,
  children,
}: {
  icon: LucideIcon;
  /** What a visitor is asked: 'Sign in to see your orders'. */
  title: string;
  children: ReactNode;
}) {
  const { isSignedIn, isPending } = useSession();
  const { openAuthDialog } = useAuthDialog();
  if (isPending) return <Skeleton className="h-64 w-full" />;
  if (isSignedIn) return children;
  return (
    <EmptyState
      icon={icon}
      title={title}
      action={<Button onClick={() => openAuthDialog('login')}>{MSG.loginSignUp}</Button>}
    />
  );
}
