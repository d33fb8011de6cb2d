import * as MSG from '@rewind/shared/texts';
import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { IMAGE_ACCEPT } from '@/features/images/lib/check-image-file';
import { cn } from '@/lib/cn';

export const CHOOSE_PHOTOS = 'Choose photos';
const DROP_PROMPT = 'Drag and drop photos here, or';
const DROP_NOW = 'Drop the photos to add them';
const FILE_RULES = 'JPEG, PNG, GIF or WebP, up to 5 MB each.';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

export type TImageDropZoneProps = {
  /** Every file dropped or picked, unchecked: the caller checks type, size and the maximum. */
  onFiles: (files: File[]) => void;
  count: number;
  max: number;
  isDisabled?: boolean;
  /** Further buttons beside 'Choose photos' (e.g. 'Take Photo'). */
  extraActions?: ReactNode;
};

/** A dashed drop area with a file picker (the allowed types, several at once) and an 'n / max' counter. */
export function ImageDropZone({
  onFiles,
  count,
  max,
  isDisabled = false,
  extraActions,
}: TImageDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const hintId = useId();
  const isFull = count >= max;

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again (after removing it) still fires a change.
    event.target.value = '';
    if (files.length) onFiles(files);
  };

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = isDisabled ? 'none' : 'copy';
    if (!isOver && !isDisabled) setIsOver(true);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setIsOver(false);
    if (isDisabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length) onFiles(files);
  };

  return (
    <div
      data-testid="image-drop-zone"
      onDragOver={handleDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOver(false);
      }}
      onDrop={handleDrop}
      className={cn(
        'relative flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition sm:py-8',
        isOver ? 'border-cyan bg-cyan/10 shadow-glow-cyan' : 'border-tape-600 bg-tape-900/60',
      )}
    >
      <div className="flex size-12 items-center justify-center rounded-full border border-tape-600 bg-tape-850 text-tape-300">
        <ImagePlus aria-hidden className="size-6" />
      </div>
      <p className="text-sm text-paper">{isOver ? DROP_NOW : DROP_PROMPT}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-describedby={hintId}
          disabled={isDisabled || isFull}
          onClick={() => inputRef.current?.click()}
        >
          {CHOOSE_PHOTOS}
        </Button>
        {extraActions}
      </div>
      <p id={hintId} className="text-xs text-tape-400">
        {isFull ? MSG.maxImages(max) : FILE_RULES}{' '}
        <span className="ml-1 font-counter text-base leading-none whitespace-nowrap text-cyan">
          {count} / {max}
        </span>
      </p>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        aria-label="Photo files"
        data-testid="image-file-input"
        tabIndex={-1}
        className="sr-only"
        disabled={isDisabled}
        onChange={handlePick}
      />
    </div>
  );
}
