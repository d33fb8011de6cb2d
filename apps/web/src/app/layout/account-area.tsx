import { MSG } from '@rewind/shared/messages';
import { LogIn, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ProfileMenu } from '@/app/layout/profile-menu';
import { Button, buttonClasses } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { useAuthDialog } from '@/features/auth/components/auth-dialog-context';

/** Right end of the header: 'Login • Sign Up' when signed out; 'Add Title' and the profile menu when in. */
export function AccountArea() {
  const { isSignedIn } = useSession();
  const { openAuthDialog } = useAuthDialog();

  if (isSignedIn) {
    return (
      <>
        {/* The add-title dialog arrives with the catalogue; until then the catalogue page takes the request. */}
        <Link
          to="/catalog?add=title"
          aria-label={MSG.addTitle}
          data-testid="add-title-button"
          className={buttonClasses({
            variant: 'primary',
            size: 'md',
            className: 'w-10 px-0 sm:w-auto sm:px-4',
          })}
        >
          <Plus aria-hidden className="size-5 sm:size-4" />
          <span className="hidden sm:inline">{MSG.addTitle}</span>
        </Link>
        <ProfileMenu />
      </>
    );
  }

  return (
    <Button
      variant="primary"
      size="md"
      data-testid="login-button"
      leftIcon={<LogIn aria-hidden className="hidden size-4 sm:block" />}
      onClick={() => openAuthDialog('login')}
      className="px-2.5 text-[13px] sm:px-4 sm:text-sm"
    >
      {MSG.loginSignUp}
    </Button>
  );
}
