import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { sessionQueryKey } from '@/lib/session';
import { AuthDialogContext, type TAuthDialogControls, type TAuthMode } from '@/lib/auth-dialog';
import { onUnauthorized } from '@/lib/api-client';
import { lazyComponent } from '@/components/ui/lazy-component';

// The dialog (and the form code it needs) loads the first time someone opens it.
const AuthDialog = lazyComponent(() =>
  import('@/features/auth/components/auth-dialog').then((module) => module.AuthDialog),
);

type TState = { isOpen: boolean; mode: TAuthMode; email: string; openCount: number };

/**
 * One sign-in dialog for the whole app: the header opens it, so do the reset-password page, the
 * confirmed-e-mail landing, and any API call that answers 401.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TState>({ isOpen: false, mode: 'login', email: '', openCount: 0 });
  // What the opener wants done if the dialog closes without a sign-in; a sign-in clears it first.
  const onDismissRef = useRef<(() => void) | undefined>(undefined);

  const controls = useMemo<TAuthDialogControls>(() => {
    const close = () => {
      setState((current) => ({ ...current, isOpen: false }));
      const onDismiss = onDismissRef.current;
      onDismissRef.current = undefined;
      onDismiss?.();
    };
    return {
      openAuthDialog: (mode = 'login', options = {}) => {
        onDismissRef.current = options.onDismiss;
        setState((current) => ({
          isOpen: true,
          mode,
          email: options.email ?? '',
          openCount: current.isOpen && current.mode === mode ? current.openCount : current.openCount + 1,
        }));
      },
      closeAuthDialog: close,
    };
  }, []);

  // A 401 means the session is gone: forget it and ask the person to sign in again.
  useEffect(
    () =>
      onUnauthorized(() => {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        controls.openAuthDialog('login');
      }),
    [queryClient, controls],
  );

  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      {state.openCount > 0 && (
        <Suspense fallback={null}>
          <AuthDialog
            // A fresh form each time it opens (the mode links keep the e-mail within one opening).
            key={state.openCount}
            open={state.isOpen}
            initialMode={state.mode}
            initialEmail={state.email}
            onOpenChange={(isOpen) => {
              if (!isOpen) controls.closeAuthDialog();
            }}
            onSignedIn={() => {
              onDismissRef.current = undefined;
            }}
          />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
