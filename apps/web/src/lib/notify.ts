import type { TToastType } from '@rewind/shared/options';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { addToast, dismissToast } from '@/lib/toasts';
import { TIMINGS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';

// The app's only way to show a toast: top right, 3 seconds, dismissed by a click anywhere on it
// or by its close button.
function show(type: TToastType, message: ReactNode, options: { duration?: number } = {}) {
  return addToast(type, message, options.duration ?? TIMINGS.notificationMs);
}

export const notify = {
  success: (message: ReactNode, options?: { duration?: number }) => show('success', message, options),
  error: (message: ReactNode, options?: { duration?: number }) => show('error', message, options),
  info: (message: ReactNode, options?: { duration?: number }) => show('info', message, options),
  /** Shows the server's message for an ApiError, else the generic text. */
  fromError: (error: unknown, fallback: string = MSG.unexpectedError) =>
    show('error', isApiError(error) ? error.message : fallback),
  dismiss: (id?: number) => dismissToast(id),
};
