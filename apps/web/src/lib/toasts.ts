import type { TToastType } from '@rewind/shared/options';
import type { ReactNode } from 'react';
import { createExternalStore } from '@/lib/external-store';

// The toasts on screen, newest first. `notify` adds them; the Toaster shows them and each one's timer ends it.

export type TToast = {
  id: number;
  type: TToastType;
  message: ReactNode;
  durationMs: number;
  /** Sliding out: removed once its exit animation has played. */
  isLeaving: boolean;
};

/** How long a dismissed toast takes to slide out (the `toast-out` animation in styles.css). */
export const TOAST_EXIT_MS = 200;

// The server draws none, and the browser takes its HTML over with none.
const store = createExternalStore<TToast[]>([], { serverValue: [] });
const update = store.set;
let nextId = 1;

export function addToast(type: TToastType, message: ReactNode, durationMs: number): number {
  const id = nextId++;
  update([{ id, type, message, durationMs, isLeaving: false }, ...store.get()]);
  return id;
}

/** Slides out one toast, or every toast without an id. */
export function dismissToast(id?: number) {
  const isDismissed = (toast: TToast) => id === undefined || toast.id === id;
  const toasts = store.get();
  if (!toasts.some((toast) => isDismissed(toast) && !toast.isLeaving)) return;
  update(toasts.map((toast) => (isDismissed(toast) ? { ...toast, isLeaving: true } : toast)));
  window.setTimeout(
    () => update(store.get().filter((toast) => !(isDismissed(toast) && toast.isLeaving))),
    TOAST_EXIT_MS,
  );
}

export const useToasts = store.use;
