import * as MSG from '@rewind/shared/texts';
import { LogIn, Plus } from 'lucide-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { ProfileMenu } from '@/app/layout/profile-menu';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useAuthDialog } from '@/lib/auth-dialog';
import { NotificationBell } from '@/features/notifications';
import { lazyComponent } from '@/components/ui/lazy-component';

// Add Title (with movie search, the uploader and the scanner's entry) is a third of the app's code: it loads
// when the button is pointed at or focused, and at the latest when it is opened.
const AddTitleDialog = lazyComponent(() =>
  import('@/app/dialogs/add-title-dialog').then((module) => module.AddTitleDialog),
);

/**
 * Right end of the header: 'Login • Sign Up' when signed out; 'Add Title' and the profile menu when in.
 * `?add=title` (with an optional `q=` to prefill the title) opens the add-title dialog from any page, so
 * other parts of the app can link to it. Signed out, it opens the sign-in dialog first and Add Title once
 * signed in; closing the sign-in dialog without signing in drops the request.
 */
export function AccountArea() {
  const { isSignedIn, isPending } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const [searchParams, setSearchParams] = useSearchParams();
  const [addTitle, setAddTitle] = useState<{ isOpen: boolean; initialTitle: string }>({
    isOpen: false,
    initialTitle: '',
  });
  // Mounted from its first opening on, so that it keeps its own closing animation and state handling.
  const [hasOpened, setHasOpened] = useState(false);
  useEffect(() => {
    if (addTitle.isOpen) setHasOpened(true);
  }, [addTitle.isOpen]);

  // The request stays in the address while the dialog is open and is removed when it closes.
  const isAddRequested = searchParams.get('add') === 'title';
  const requestedTitle = searchParams.get('q')?.trim() ?? '';
  const dropAddRequest = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete('add');
          params.delete('q');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  useEffect(() => {
    if (!isAddRequested || isPending) return;
    if (isSignedIn) setAddTitle({ isOpen: true, initialTitle: requestedTitle });
    else openAuthDialog('login', { onDismiss: dropAddRequest });
  }, [isAddRequested, isPending, isSignedIn, requestedTitle, openAuthDialog, dropAddRequest]);

  const setAddTitleOpen = (isOpen: boolean) => {
    setAddTitle((current) => ({ ...current, isOpen }));
    if (!isOpen && isAddRequested) dropAddRequest();
  };

  if (isSignedIn) {
    return (
      <>
        <Button
          variant="primary"
          size="icon"
          aria-label={MSG.addTitle}
          data-testid="add-title-button"
          onClick={() => setAddTitle({ isOpen: true, initialTitle: '' })}
          onPointerEnter={() => void AddTitleDialog.preload()}
          onFocus={() => void AddTitleDialog.preload()}
          // A square icon on a phone; from sm up as wide as its label, like md.
          className="gap-2 text-sm sm:w-auto sm:px-4"
          leftIcon={<Plus aria-hidden className="size-5 sm:size-4" />}
        >
          <span className="hidden sm:inline">{MSG.addTitle}</span>
        </Button>
        <NotificationBell />
        <ProfileMenu />
        {(hasOpened || addTitle.isOpen) && (
          <Suspense fallback={null}>
            <AddTitleDialog
              open={addTitle.isOpen}
              onOpenChange={setAddTitleOpen}
              initialTitle={addTitle.initialTitle}
            />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <Button
      variant="primary"
      size="compact"
      data-testid="login-button"
      leftIcon={<LogIn aria-hidden className="hidden size-4 sm:block" />}
      onClick={() => openAuthDialog('login')}
    >
      {MSG.loginSignUp}
    </Button>
  );
}
