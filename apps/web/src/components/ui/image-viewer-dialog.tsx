import * as Dialog from '@radix-ui/react-dialog';
import { IMAGE } from '@rewind/shared/limits';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { cn } from '@/lib/cn';

export type TImageViewerProps = {
  open: boolean;
  onClose: () => void;
  src: string;
  alt: string;
  caption?: string | null;
  /** Stacking order of the viewer; above modals (50) by default. */
  zIndex?: number;
  /**
   * Where the image stands among several shown in turn (a gallery's photos): 'Previous photo' and 'Next
   * photo', and the arrow keys, ask for the one before or after it, from the last round to the first.
   */
  sequence?: { index: number; count: number; onShow: (index: number) => void };
};

const ROUND_BUTTON = 'absolute rounded-full bg-tape-900/80 p-2 text-paper transition hover:bg-tape-700';

/**
 * Full-screen view of one image, or of a gallery's one at a time when given its `sequence`. Esc, the close
 * button or a click beside the image closes it.
 */
export function ImageViewerDialog({
  open,
  onClose,
  src,
  alt,
  caption,
  zIndex = IMAGE.viewerZIndex,
  sequence,
}: TImageViewerProps) {
  const steps = sequence && sequence.count > 1 ? sequence : null;
  const step = (by: number) => steps?.onShow((steps.index + by + steps.count) % steps.count);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="image-viewer-backdrop"
          style={{ zIndex }}
          className="fixed inset-0 animate-fade-in bg-black/90"
        />
        <Dialog.Content
          data-testid="image-viewer"
          aria-describedby={undefined}
          style={{ zIndex }}
          onClick={(event) => {
            if (event.target === event.currentTarget) onClose();
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') step(-1);
            if (event.key === 'ArrowRight') step(1);
          }}
          className="fixed inset-0 flex flex-col items-center justify-center gap-4 p-4 focus:outline-none sm:p-10"
        >
          <Dialog.Title className="sr-only">{caption || alt}</Dialog.Title>
          <ResponsiveImage
            // An element per image: one reused would go on showing the last image until the next has loaded.
            key={src}
            src={src}
            // Full size: as wide as the screen allows (the largest copy, or the image itself).
            sizes="100vw"
            priority
            alt={alt}
            className="max-h-[calc(100dvh-8rem)] max-w-full animate-pop-in rounded-md object-contain shadow-2xl"
          />
          {caption && (
            <p data-testid="image-viewer-caption" className="max-w-2xl text-center text-sm text-paper">
              {caption}
            </p>
          )}
          {steps && (
            <>
              <p data-testid="image-viewer-position" className="text-sm text-tape-300">
                {steps.index + 1} of {steps.count}
              </p>
              <button
                type="button"
                aria-label="Previous photo"
                onClick={() => step(-1)}
                className={cn(ROUND_BUTTON, 'top-1/2 left-4 -translate-y-1/2')}
              >
                <ChevronLeft aria-hidden className="size-6" />
              </button>
              <button
                type="button"
                aria-label="Next photo"
                onClick={() => step(1)}
                className={cn(ROUND_BUTTON, 'top-1/2 right-4 -translate-y-1/2')}
              >
                <ChevronRight aria-hidden className="size-6" />
              </button>
            </>
          )}
          <Dialog.Close aria-label="Close image" className={cn(ROUND_BUTTON, 'top-4 right-4')}>
            <X aria-hidden className="size-6" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
