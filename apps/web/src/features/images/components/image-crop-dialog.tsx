import { IMAGE } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { Crop } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import type { TPixelArea } from '@/features/images/lib/image-canvas';
import { cn } from '@/lib/cn';
import {
  stepOf,
  ARROWS,
  initialBox,
  moveBox,
  resizeBox,
  toNaturalArea,
  type TFrame,
} from '@/features/images/components/crop-box';

export const CROP_IMAGE_TITLE = 'Crop Image';
const CROP_HINT =
  'Drag the box or its corners. With the keyboard: arrow keys move it, Shift + arrows resize it.';

export type TBox = { x: number; y: number; width: number; height: number };
export type TSize = { width: number; height: number };
export type TCorner = 'nw' | 'ne' | 'sw' | 'se';
type TDragMode = 'move' | TCorner;

const CORNERS: { corner: TCorner; label: string; className: string }[] = [
  { corner: 'nw', label: 'Resize from the top-left corner', className: '-top-2 -left-2 cursor-nwse-resize' },
  {
    corner: 'ne',
    label: 'Resize from the top-right corner',
    className: '-top-2 -right-2 cursor-nesw-resize',
  },
  {
    corner: 'sw',
    label: 'Resize from the bottom-left corner',
    className: '-bottom-2 -left-2 cursor-nesw-resize',
  },
  {
    corner: 'se',
    label: 'Resize from the bottom-right corner',
    className: '-right-2 -bottom-2 cursor-nwse-resize',
  },
];

function CropEditor({
  src,
  onCancel,
  onApply,
  isApplying,
}: {
  src: string | null;
  onCancel: () => void;
  onApply: (area: TPixelArea) => void;
  isApplying: boolean;
}) {
  const hintId = useId();
  const imageRef = useRef<HTMLImageElement>(null);
  const dragRef = useRef<{ mode: TDragMode; startX: number; startY: number; startBox: TBox } | null>(null);
  const [frame, setFrame] = useState<TFrame>({
    display: null,
    natural: null,
    box: { ...IMAGE.crop.initial },
  });
  const [hasFailed, setHasFailed] = useState(false);
  const { display, natural, box } = frame;

  const measure = (image: HTMLImageElement): TSize | null =>
    image.clientWidth && image.clientHeight ? { width: image.clientWidth, height: image.clientHeight } : null;

  const handleLoad = () => {
    const image = imageRef.current;
    const shown = image && measure(image);
    if (!image || !shown) return;
    setFrame({
      display: shown,
      natural: { width: image.naturalWidth, height: image.naturalHeight },
      box: initialBox(shown),
    });
  };

  // The displayed size follows the window (a phone turned sideways): the box keeps its place on the picture.
  useEffect(() => {
    const image = imageRef.current;
    if (!image || !display || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const shown = measure(image);
      if (!shown) return;
      setFrame((current) => {
        if (!current.display) return current;
        const sx = shown.width / current.display.width;
        const sy = shown.height / current.display.height;
        if (Math.abs(sx - 1) < 0.001 && Math.abs(sy - 1) < 0.001) return current;
        const { x, y, width, height } = current.box;
        return {
          ...current,
          display: shown,
          box: { x: x * sx, y: y * sy, width: width * sx, height: height * sy },
        };
      });
    });
    observer.observe(image);
    return () => observer.disconnect();
  }, [display]);

  const startDrag = (mode: TDragMode) => (event: ReactPointerEvent<HTMLElement>) => {
    if (!display || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    dragRef.current = { mode, startX: event.clientX, startY: event.clientY, startBox: box };
  };

  const handlePointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const drag = dragRef.current;
    if (!drag || !display) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    setFrame((current) => ({
      ...current,
      box:
        drag.mode === 'move'
          ? moveBox(drag.startBox, dx, dy, display)
          : resizeBox(drag.startBox, drag.mode, dx, dy, display),
    }));
  };

  const endDrag = () => {
    dragRef.current = null;
  };

  const handleKey = (mode: TDragMode) => (event: KeyboardEvent<HTMLElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow || !display) return;
    event.preventDefault();
    event.stopPropagation();
    const [dx, dy] = [arrow[0] * stepOf(event), arrow[1] * stepOf(event)];
    setFrame((current) => ({
      ...current,
      box:
        mode === 'move' && !event.shiftKey
          ? moveBox(current.box, dx, dy, display)
          : resizeBox(current.box, mode === 'move' ? 'se' : mode, dx, dy, display),
    }));
  };

  const area = display && natural ? toNaturalArea(box, display, natural) : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex min-h-48 items-center justify-center overflow-hidden rounded-lg bg-tape-950 p-2 scanlines">
        {!src || hasFailed ? (
          hasFailed ? (
            <p role="alert" className="text-sm text-danger">
              {MSG.imageError(MSG.imageFailedToLoad)}
            </p>
          ) : (
            <Spinner />
          )
        ) : (
          <div
            data-testid="crop-area"
            className="relative inline-block touch-none select-none"
            onPointerMove={handlePointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          >
            <img
              ref={imageRef}
              src={src}
              alt="The picture being cropped"
              draggable={false}
              onLoad={handleLoad}
              onError={() => setHasFailed(true)}
              className="block max-h-[60dvh] max-w-full"
            />
            {display && (
              <div
                role="group"
                aria-label="Crop area"
                aria-describedby={hintId}
                tabIndex={0}
                data-testid="crop-box"
                onPointerDown={startDrag('move')}
                onKeyDown={handleKey('move')}
                style={{ left: box.x, top: box.y, width: box.width, height: box.height }}
                className="absolute cursor-move border-2 border-paper shadow-[0_0_0_9999px_rgb(12_11_16/0.6)] focus-visible:border-cyan focus-visible:outline-none"
              >
                <div aria-hidden className="pointer-events-none absolute inset-0">
                  <div className="absolute inset-y-0 left-1/3 w-px bg-paper/50" />
                  <div className="absolute inset-y-0 left-2/3 w-px bg-paper/50" />
                  <div className="absolute inset-x-0 top-1/3 h-px bg-paper/50" />
                  <div className="absolute inset-x-0 top-2/3 h-px bg-paper/50" />
                </div>
                {CORNERS.map(({ corner, label, className }) => (
                  <button
                    key={corner}
                    type="button"
                    aria-label={label}
                    data-testid={`crop-handle-${corner}`}
                    onPointerDown={startDrag(corner)}
                    onKeyDown={handleKey(corner)}
                    className={cn(
                      'absolute size-4 rounded-sm border-2 border-tape-950 bg-magenta shadow focus-visible:bg-cyan focus-visible:outline-offset-1',
                      // A larger invisible touch target around the visible square.
                      'before:absolute before:-inset-2.5',
                      className,
                    )}
                  />
                ))}
              </div>
            )}
          </div>
        )}
      </div>
      <div className="flex flex-col gap-1 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <p id={hintId} className="text-tape-400">
          {CROP_HINT}
        </p>
        {area && (
          <p
            aria-live="polite"
            data-testid="crop-size"
            className="shrink-0 font-counter text-lg leading-none text-cyan"
          >
            {area.width} × {area.height} px
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-tape-700 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={isApplying}>
          {MSG.cancel}
        </Button>
        <Button
          leftIcon={<Crop aria-hidden className="size-4" />}
          disabled={!area}
          isLoading={isApplying}
          onClick={() => area && onApply(area)}
        >
          {MSG.applyCrop}
        </Button>
      </div>
    </div>
  );
}

export type TImageCropDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The picture to crop (an object URL of the file, or any image URL of this site). */
  src: string | null;
  /** 'Apply Crop': the box in the image's natural pixels. The caller crops and closes the dialog. */
  onApply: (area: TPixelArea) => void;
  /** The caller is still making the cropped file: the buttons wait. */
  isApplying?: boolean;
};

/**
 * The image with a draggable, resizable crop box (thirds gridlines, four corner handles,
 * at least 20 px), starting centred. Usable without a mouse: the box and each handle take arrow keys.
 */
export function ImageCropDialog({
  open,
  onOpenChange,
  src,
  onApply,
  isApplying = false,
}: TImageCropDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !isApplying && onOpenChange(next)}
      title={CROP_IMAGE_TITLE}
      size="3xl"
      testId="image-crop-dialog"
    >
      {/* Keyed by the picture: a new image starts with a new box. */}
      <CropEditor
        key={src ?? ''}
        src={src}
        onCancel={() => onOpenChange(false)}
        onApply={onApply}
        isApplying={isApplying}
      />
    </Modal>
  );
}
