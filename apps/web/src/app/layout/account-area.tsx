import { MSG } from '@rewind/shared/messages';
import { LogIn, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses, Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';

// The dialog (and the form schema it validates with) loads only when someone opens it.
const LoginDialog = lazy(() =>
  import('@/features/auth/components/login-dialog').then((module) => ({ default: module.LoginDialog })),
);

/** Right end of the header: 'Login • Sign Up' when signed out, the account link when signed in. */
export function AccountArea() {
  const { user } = useSession();
  const [isLoginOpen, setIsLoginOpen] = useState(false);

  if (user) {
    const name = user.username ?? user.name ?? user.email;
    return (
      <Link
        to={user.username ? `/users/${encodeURIComponent(user.username)}` : '/collection'}
        className={buttonClasses({ variant: 'outline', size: 'md', className: 'max-w-48' })}
      >
        <UserRound aria-hidden className="size-4" />
        <span className="truncate">{MSG.hiUser(name)}</span>
      </Link>
    );
  }

  return (
    <>
      <Button
        variant="primary"
        size="md"
        data-testid="login-button"
        leftIcon={<LogIn aria-hidden className="hidden size-4 sm:block" />}
        onClick={() => setIsLoginOpen(true)}
        className="px-2.5 text-[13px] sm:px-4 sm:text-sm"
      >
        {MSG.loginSignUp}
      </Button>
      {isLoginOpen && (
        <Suspense fallback={null}>
          <LoginDialog open={isLoginOpen} onOpenChange={setIsLoginOpen} />
        </Suspense>
      )}
    </>
  );
}
