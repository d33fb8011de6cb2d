import type { TToastType } from '@rewind/shared/options';
import { type ReactNode, useSyncExternalStore } from 'react';

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

let toasts: TToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: TToast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function addToast(type: TToastType, message: ReactNode, durationMs: number): number {
  const id = nextId++;
  update([{ id, type, message, durationMs, isLeaving: false }, ...toasts]);
  return id;
}

/** Slides out one toast, or every toast without an id. */
export function dismissToast(id?: number) {
  const isDismissed = (toast: TToast) => id === undefined || toast.id === id;
  if (!toasts.some((toast) => isDismissed(toast) && !toast.isLeaving)) return;
  update(toasts.map((toast) => (isDismissed(toast) ? { ...toast, isLeaving: true } : toast)));
  window.setTimeout(
    () => update(toasts.filter((toast) => !(isDismissed(toast) && toast.isLeaving))),
    TOAST_EXIT_MS,
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const currentToasts = () => toasts;
// The server draws none (the list is empty there), and the browser takes its HTML over with the same.
export const useToasts = () => useSyncExternalStore(subscribe, currentToasts, currentToasts);
