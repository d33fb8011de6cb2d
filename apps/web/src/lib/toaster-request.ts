// Whether a toast has been asked for yet: the toaster is mounted (and its code loaded) from then on.
let isRequested = false;
const listeners = new Set<() => void>();

export function requestToaster() {
  if (isRequested) return;
  isRequested = true;
  for (const listener of listeners) listener();
}

export const isToasterRequested = () => isRequested;

export function subscribeToasterRequest(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
