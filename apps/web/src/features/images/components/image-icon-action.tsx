import type { LucideIcon } from 'lucide-react';
import type { DragEvent } from 'react';
import type { TImageItem } from '@/features/images/hooks/use-image-items';
import { cn } from '@/lib/cn';
import type { TItemAction } from '@/features/images/components/image-item-card';

export function IconAction({
  icon: Icon,
  label,
  hint,
  action,
  onClick,
  disabled,
  tone = 'default',
}: {
  icon: LucideIcon;
  label: string;
  hint: string;
  action: TItemAction;
  onClick: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={hint}
      data-action={action}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-tape-300 transition',
        'disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent',
        tone === 'danger' ? 'hover:bg-danger/15 hover:text-danger' : 'hover:bg-tape-700 hover:text-paper',
      )}
    >
      <Icon aria-hidden className="size-4.5" />
    </button>
  );
}

export type TImageItemCardProps = {
  item: TImageItem;
  count: number;
  /** The signed-in person may remove this image. */
  canEdit: boolean;
  canEditCaption: boolean;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
  canBecomePrimary: boolean;
  /** Dragging this item, and dropping others on it, are allowed. */
  isMovable: boolean;
  showCaption: boolean;
  /** The caption of place `n` when none is typed. */
  defaultCaption: (n: number) => string | null;
  /** Tag new (not yet uploaded) pictures; pointless where every picture is new. */
  showNewBadge: boolean;
  isDisabled: boolean;
  /** Upload progress 0 to 1 while this item is being sent. */
  progress: number | undefined;
  isDragging: boolean;
  isDropTarget: boolean;
  onAction: (action: TItemAction) => void;
  onCaptionChange: (caption: string) => void;
  dragHandlers: {
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragEnd: () => void;
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDragLeave: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
  };
};
