import { createContext, useContext } from 'react';

// Opening the sign-in dialog, which any feature may ask for. The provider and the dialog itself are in
// features/auth; this context lives in lib/ so that the others reach it without depending on that feature.

export type TAuthMode = 'login' | 'signup' | 'reset';

export type TAuthDialogOptions = {
  /** Filled into the form. */
  email?: string;
  /** Called when the dialog closes without a sign-in (dismissed, or after only signing up). */
  onDismiss?: () => void;
};

export type TAuthDialogControls = {
  /** Opens the sign-in dialog in a mode (login by default), optionally with the e-mail filled in. */
  openAuthDialog: (mode?: TAuthMode, options?: TAuthDialogOptions) => void;
  closeAuthDialog: () => void;
};

export const AuthDialogContext = createContext<TAuthDialogControls | null>(null);

export function useAuthDialog(): TAuthDialogControls {
  const controls = useContext(AuthDialogContext);
  if (!controls) throw new Error('useAuthDialog needs <AuthDialogProvider> above it');
  return controls;
}
