import * as MSG from '@rewind/shared/texts';
import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/lib/auth-dialog';

/** A collection or wantlist belongs to an account: the way to sign in. */
export function SignInPrompt({ list }: { list: 'collection' | 'wantlist' }) {
  const { openAuthDialog } = useAuthDialog();
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="sign-in-prompt">
      <p className="text-sm text-tape-300">
        {MSG.signInRequired} Your {list} is kept with your account.
      </p>
      <Button leftIcon={<LogIn aria-hidden className="size-4" />} onClick={() => openAuthDialog('login')}>
        {MSG.loginSignUp}
      </Button>
    </div>
  );
}
