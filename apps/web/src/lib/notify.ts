import type { TToastType } from '@rewind/shared/options';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { MSG } from '@rewind/shared/messages';
import { requestToaster } from '@/lib/toaster-request';

// The toast library loads with the first toast, not with the first page (issue 13 point 5).
const loadToaster = () => import('@/components/ui/toaster');

// The app's only way to show a toast: top right, 3 seconds, dismissed by a click anywhere on it
// or by its close button.
function show(type: TToastType, message: ReactNode, options: { duration?: number } = {}) {
  requestToaster();
  void loadToaster().then(({ showToast }) => showToast(type, message, options.duration));
}

export const notify = {
  success: (message: ReactNode, options?: { duration?: number }) => show('success', message, options),
  error: (message: ReactNode, options?: { duration?: number }) => show('error', message, options),
  info: (message: ReactNode, options?: { duration?: number }) => show('info', message, options),
  /** Shows the server's message for an ApiError, else the generic text. */
  fromError: (error: unknown, fallback: string = MSG.unexpectedError) =>
    show('error', isApiError(error) ? error.message : fallback),
  dismiss: (id?: string | number) => void loadToaster().then(({ toast }) => toast.dismiss(id)),
};
