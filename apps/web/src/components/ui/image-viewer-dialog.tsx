import * as Dialog from '@radix-ui/react-dialog';
import { IMAGE } from '@rewind/shared/limits';
import { X } from 'lucide-react';
import { ResponsiveImage } from '@/components/ui/responsive-image';

export type TImageViewerProps = {
  open: boolean;
  onClose: () => void;
  src: string;
  alt: string;
  caption?: string | null;
  /** Stacking order of the viewer; above modals (50) by default. */
  zIndex?: number;
};

/** Full-screen view of one image. Esc, the close button or a click beside the image closes it. */
export function ImageViewerDialog({
  open,
  onClose,
  src,
  alt,
  caption,
  zIndex = IMAGE.viewerZIndex,
}: TImageViewerProps) {
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
          className="fixed inset-0 flex flex-col items-center justify-center gap-4 p-4 focus:outline-none sm:p-10"
        >
          <Dialog.Title className="sr-only">{caption || alt}</Dialog.Title>
          <ResponsiveImage
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
          <Dialog.Close
            aria-label="Close image"
            className="absolute top-4 right-4 rounded-full bg-tape-900/80 p-2 text-paper transition hover:bg-tape-700"
          >
            <X aria-hidden className="size-6" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
