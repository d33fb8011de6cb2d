import { useEffect, useRef, useState } from 'react';

/**
 * Which of a gallery's photos the image viewer shows, and whether it is open. The viewer has no Radix trigger
 * to hand focus back to: on closing, focus goes back to the button that opened the photo shown last, else to
 * the first one (a card's cover opens them all).
 */
export function useImageViewer() {
  const [viewer, setViewer] = useState({ index: 0, isOpen: false, wasOpened: false });
  const openers = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (viewer.wasOpened && !viewer.isOpen) (openers.current[viewer.index] ?? openers.current[0])?.focus();
  }, [viewer]);

  return {
    index: viewer.index,
    isOpen: viewer.isOpen,
    show: (index: number) => setViewer({ index, isOpen: true, wasOpened: true }),
    close: () => setViewer((current) => ({ ...current, isOpen: false })),
    /** The `ref` of the button that opens photo `index`. */
    openerRef: (index: number) => (element: HTMLButtonElement | null) => {
      openers.current[index] = element;
    },
  };
}

export type TImageViewerState = ReturnType<typeof useImageViewer>;
