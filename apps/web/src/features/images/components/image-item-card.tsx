import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import {
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  Crop,
  GripVertical,
  ImageOff,
  Lock,
  RotateCw,
  Star,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { inputClasses } from '@/components/ui/control-classes';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useObjectUrl } from '@/features/images/hooks/use-object-url';
import { PRIMARY_BADGE } from '@/features/images/lib/primary-badge';
import { cn } from '@/lib/cn';
import { IconAction, type TImageItemCardProps } from '@/features/images/components/image-icon-action';

export const NEW_BADGE = 'New';
export const NOT_YOURS_NOTE = 'Added by another member';

export type TItemAction = 'crop' | 'rotate' | 'earlier' | 'later' | 'primary' | 'remove';

/** One picture of the list: preview with its place and badges, caption, and its actions. */
export function ImageItemCard({
  item,
  count,
  canEdit,
  canEditCaption,
  canMoveEarlier,
  canMoveLater,
  canBecomePrimary,
  isMovable,
  showCaption,
  defaultCaption,
  showNewBadge,
  isDisabled,
  progress,
  isDragging,
  isDropTarget,
  onAction,
  onCaptionChange,
  dragHandlers,
}: TImageItemCardProps) {
  const fileUrl = useObjectUrl(item.file);
  const src = item.isNew ? fileUrl : item.preview;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const n = item.order;
  const name = `image ${n}`;
  const isUploading = progress !== undefined && progress < 1;
  const isUploaded = progress !== undefined && progress >= 1;
  const captionId = `${item.id}-caption`;

  return (
    <li
      data-testid="image-item"
      data-item-id={item.id}
      data-primary={item.isPrimary || undefined}
      data-new={item.isNew || undefined}
      aria-label={`Image ${n} of ${count}${item.isPrimary ? `, ${PRIMARY_BADGE.toLowerCase()}` : ''}`}
      onDragOver={dragHandlers.onDragOver}
      onDragLeave={dragHandlers.onDragLeave}
      onDrop={dragHandlers.onDrop}
      className={cn(
        // A row on phones (picture beside its controls), a tape box standing up from sm on.
        'flex min-w-0 overflow-hidden rounded-lg border bg-tape-850 transition sm:flex-col',
        isDropTarget ? 'border-cyan shadow-glow-cyan' : 'border-tape-600 shadow-box',
        isDragging && 'opacity-40',
      )}
    >
      <div
        draggable={isMovable && !isDisabled}
        onDragStart={dragHandlers.onDragStart}
        onDragEnd={dragHandlers.onDragEnd}
        className={cn(
          'relative aspect-[3/4] w-28 shrink-0 bg-tape-950 scanlines sm:w-auto',
          isMovable && !isDisabled && 'cursor-grab active:cursor-grabbing',
        )}
      >
        {src && failedSrc !== src ? (
          <ResponsiveImage
            src={src}
            // w-28 on a phone; from sm up a card of the uploader's grid, never wider than this.
            sizes="(min-width: 640px) 240px, 112px"
            alt={item.caption || `${name} preview`}
            draggable={false}
            onError={() => setFailedSrc(src)}
            className="absolute inset-0 size-full object-contain"
          />
        ) : (
          src && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-3 text-center text-tape-400">
              <ImageOff aria-hidden className="size-6" />
              <p className="text-xs">{MSG.imageFailedToLoad}</p>
            </div>
          )
        )}
        <div className="absolute inset-x-2 top-2 flex items-start justify-between gap-2">
          {item.isPrimary ? (
            <span
              data-testid="primary-badge"
              className="inline-flex items-center gap-1 rounded-sm bg-magenta px-1.5 py-0.5 font-counter text-base leading-none text-tape-950 uppercase shadow-glow-magenta"
            >
              <Star aria-hidden className="size-3 fill-current" />
              {PRIMARY_BADGE}
            </span>
          ) : (
            <span className="rounded-sm bg-tape-900/85 px-1.5 py-0.5 font-counter text-base leading-none text-paper">
              #{n}
            </span>
          )}
          <span className="flex gap-1">
            {showNewBadge && item.isNew && (
              <span className="rounded-sm bg-cyan px-1.5 py-0.5 font-counter text-base leading-none text-tape-950 uppercase">
                {NEW_BADGE}
              </span>
            )}
            {!canEdit && (
              <span
                title={NOT_YOURS_NOTE}
                className="rounded-sm bg-tape-900/85 p-1 text-tape-300"
                data-testid="image-locked"
              >
                <Lock aria-hidden className="size-3.5" />
                <span className="sr-only">{NOT_YOURS_NOTE}</span>
              </span>
            )}
          </span>
        </div>
        {isMovable && !isDisabled && (
          <GripVertical
            aria-hidden
            className="absolute bottom-2 left-2 size-5 rounded-sm bg-tape-900/70 text-tape-300"
          />
        )}
        {progress !== undefined && (
          <div className="absolute inset-x-0 bottom-0 bg-tape-950/85 px-2 py-1.5">
            <div className="flex items-center justify-between font-counter text-base leading-none text-paper">
              <span>{isUploaded ? 'Uploaded' : 'Uploading'}</span>
              {isUploaded ? (
                <CircleCheck aria-hidden className="size-4 text-success" />
              ) : (
                <span>{Math.round(progress * 100)}%</span>
              )}
            </div>
            <div
              role="progressbar"
              aria-label={`Upload of ${name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="mt-1 h-1.5 overflow-hidden rounded-full bg-tape-700"
            >
              <div
                className={cn(
                  'h-full transition-[width]',
                  isUploading ? 'stripes-bars animate-tracking' : 'bg-success',
                )}
                style={{ width: `${Math.max(2, progress * 100)}%` }}
              />
            </div>
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-between gap-2 p-2.5">
        {showCaption &&
          (canEditCaption ? (
            <div>
              <label htmlFor={captionId} className="sr-only">
                Caption for {name}
              </label>
              <input
                id={captionId}
                type="text"
                value={item.caption}
                maxLength={LIMITS.caption}
                placeholder={defaultCaption(n) ?? 'Caption (optional)'}
                disabled={isDisabled}
                onChange={(event) => onCaptionChange(event.target.value)}
                className={cn(inputClasses, 'h-9 text-sm')}
              />
            </div>
          ) : (
            <p className="truncate px-1 text-sm text-tape-300" title={item.caption}>
              {item.caption || (
                <span className="text-tape-400 italic">{defaultCaption(n) ?? 'No caption'}</span>
              )}
            </p>
          ))}
        <div className="flex flex-wrap items-center gap-0.5">
          {item.isNew && (
            <>
              <IconAction
                icon={Crop}
                action="crop"
                label={`Crop ${name}`}
                hint="Crop"
                disabled={isDisabled}
                onClick={() => onAction('crop')}
              />
              <IconAction
                icon={RotateCw}
                action="rotate"
                label={`Rotate ${name}`}
                hint="Rotate"
                disabled={isDisabled}
                onClick={() => onAction('rotate')}
              />
            </>
          )}
          <IconAction
            icon={ChevronLeft}
            action="earlier"
            label={`Move ${name} earlier`}
            hint="Move earlier"
            disabled={isDisabled || !canMoveEarlier}
            onClick={() => onAction('earlier')}
          />
          <IconAction
            icon={ChevronRight}
            action="later"
            label={`Move ${name} later`}
            hint="Move later"
            disabled={isDisabled || !canMoveLater}
            onClick={() => onAction('later')}
          />
          <IconAction
            icon={Star}
            action="primary"
            label={`Set ${name} as primary`}
            hint="Set as primary"
            disabled={isDisabled || !canBecomePrimary}
            onClick={() => onAction('primary')}
          />
          {canEdit && (
            <span className="ml-auto">
              <IconAction
                icon={Trash2}
                action="remove"
                label={`Remove ${name}`}
                hint="Remove"
                tone="danger"
                disabled={isDisabled}
                onClick={() => onAction('remove')}
              />
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
