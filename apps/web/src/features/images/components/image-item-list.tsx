import * as MSG from '@rewind/shared/texts';
import { useEffect, useState, type DragEvent } from 'react';
import { ImageCropDialog } from '@/features/images/components/image-crop-dialog';
import { ImageItemCard, type TItemAction } from '@/features/images/components/image-item-card';
import { RotateDialog } from '@/features/images/components/rotate-dialog';
import type { TImageItem, TImageItemsActions } from '@/features/images/hooks/use-image-items';
import { useObjectUrl } from '@/features/images/hooks/use-object-url';
import { cropImage, rotateImage, type TPixelArea } from '@/features/images/lib/image-canvas';
import { notify } from '@/lib/notify';

const movedMessage = (position: number, count: number) => `Image moved to position ${position} of ${count}.`;
const removedMessage = (count: number) => `Image removed. ${count} ${count === 1 ? 'image' : 'images'} left.`;

export type TImageItemListProps = {
  items: TImageItem[];
  actions: TImageItemsActions;
  canEditItem: (item: TImageItem) => boolean;
  /**
   * How many leading items keep their place: the stored images, when some of them are others' that the
   * signed-in person may not reorder. Their captions are then fixed too.
   */
  lockedCount?: number;
  showCaptions?: boolean;
  /** Tag pictures not uploaded yet as new (pointless where all are new). */
  showNewBadges?: boolean;
  /** While saving: nothing can be changed. */
  isDisabled?: boolean;
  /** Upload progress by item id, 0 to 1. */
  progress?: Readonly<Record<string, number>>;
  /** The caption of place `n` when none is typed (defaultCaptionFor). */
  defaultCaptionOf?: (n: number) => string | null;
};

type TEditing = { id: string; mode: 'crop' | 'rotate' };

/**
 * The pictures as cards in their order (first = primary): drag a picture onto another to reorder, or use
 * the move buttons; new pictures can be cropped and rotated before they are sent.
 */
export function ImageItemList({
  items,
  actions,
  canEditItem,
  lockedCount = 0,
  showCaptions = true,
  showNewBadges = true,
  isDisabled = false,
  progress = {},
  defaultCaptionOf = () => null,
}: TImageItemListProps) {
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [pendingFocus, setPendingFocus] = useState<{ id: string; action: TItemAction } | null>(null);
  const [editing, setEditing] = useState<TEditing | null>(null);
  const [isApplying, setIsApplying] = useState(false);
  const editingItem = editing ? items.find((item) => item.id === editing.id) : undefined;
  const editingSrc = useObjectUrl(editingItem?.file ?? null);
  const count = items.length;

  // A moved card is a moved DOM node, which loses focus; a removed one takes its button with it. Focus
  // goes back to the same control (or the nearest one that still works) so keyboard reordering flows.
  useEffect(() => {
    if (!pendingFocus) return;
    const card = document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(pendingFocus.id)}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-action="${pendingFocus.action}"]:enabled`);
    const fallback = card?.querySelector<HTMLElement>('button:enabled, input:enabled');
    (wanted ?? fallback)?.focus();
    setPendingFocus(null);
  }, [pendingFocus, items]);

  const isMovable = (index: number) => !isDisabled && index >= lockedCount;

  const moveTo = (item: TImageItem, toIndex: number, action: TItemAction) => {
    actions.move(item.id, toIndex);
    setAnnouncement(movedMessage(toIndex + 1, count));
    setPendingFocus({ id: item.id, action });
  };

  const handleAction = (item: TImageItem, index: number) => (action: TItemAction) => {
    switch (action) {
      case 'crop':
      case 'rotate':
        setEditing({ id: item.id, mode: action });
        return;
      case 'earlier':
        return moveTo(item, index - 1, action);
      case 'later':
        return moveTo(item, index + 1, action);
      case 'primary':
        return moveTo(item, 0, 'earlier');
      case 'remove': {
        actions.remove(item.id);
        setAnnouncement(removedMessage(count - 1));
        const neighbour = items[index + 1] ?? items[index - 1];
        if (neighbour) setPendingFocus({ id: neighbour.id, action: 'remove' });
        return;
      }
    }
  };

  const dragHandlers = (item: TImageItem, index: number) => ({
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      // Firefox starts a drag only with some data set.
      event.dataTransfer.setData('text/plain', item.id);
      setDraggingId(item.id);
    },
    onDragEnd: () => {
      setDraggingId(null);
      setOverId(null);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!draggingId || draggingId === item.id || !isMovable(index)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (overId !== item.id) setOverId(item.id);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      if (overId === item.id) setOverId(null);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      const dragged = items.find((candidate) => candidate.id === draggingId);
      setDraggingId(null);
      setOverId(null);
      if (!dragged || dragged.id === item.id || !isMovable(index)) return;
      event.preventDefault();
      actions.move(dragged.id, index);
      setAnnouncement(movedMessage(index + 1, count));
    },
  });

  // The dialogs have no Radix trigger to hand focus back to: it goes back to the button that opened them.
  const finishEditing = () => {
    if (editing) setPendingFocus({ id: editing.id, action: editing.mode });
    setEditing(null);
  };

  const closeEditor = (open: boolean) => {
    if (!open) finishEditing();
  };

  const applyEdit = async (edit: (file: File) => Promise<File>, fallback: string) => {
    if (!editingItem?.file) return;
    setIsApplying(true);
    try {
      actions.replaceFile(editingItem.id, await edit(editingItem.file));
      finishEditing();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : fallback);
    } finally {
      setIsApplying(false);
    }
  };

  const applyCrop = (area: TPixelArea) => void applyEdit((file) => cropImage(file, area), MSG.cropFailed);
  const applyRotation = (degrees: number) => {
    if (degrees === 0) return finishEditing();
    void applyEdit((file) => rotateImage(file, degrees), MSG.rotateFailed);
  };

  if (!count) return null;
  return (
    <>
      <ol
        aria-label="Images, in order; the first is the primary image"
        data-testid="image-item-list"
        className="grid grid-cols-1 gap-3 sm:grid-cols-3"
      >
        {items.map((item, index) => {
          const isItemMovable = isMovable(index);
          return (
            <ImageItemCard
              defaultCaption={defaultCaptionOf}
              key={item.id}
              item={item}
              count={count}
              canEdit={canEditItem(item)}
              // With the order locked, a stored caption cannot be sent either (the same right covers both).
              canEditCaption={canEditItem(item) && (item.isNew || lockedCount === 0)}
              canMoveEarlier={isItemMovable && index > lockedCount}
              canMoveLater={isItemMovable && index < count - 1}
              canBecomePrimary={isItemMovable && lockedCount === 0 && index > 0}
              isMovable={isItemMovable && count > 1}
              showCaption={showCaptions}
              showNewBadge={showNewBadges}
              isDisabled={isDisabled}
              progress={progress[item.id]}
              isDragging={draggingId === item.id}
              isDropTarget={overId === item.id}
              onAction={handleAction(item, index)}
              onCaptionChange={(caption) => actions.setCaption(item.id, caption)}
              dragHandlers={dragHandlers(item, index)}
            />
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ImageCropDialog
        open={editing?.mode === 'crop' && Boolean(editingItem)}
        onOpenChange={closeEditor}
        src={editingSrc}
        onApply={applyCrop}
        isApplying={isApplying}
      />
      <RotateDialog
        open={editing?.mode === 'rotate' && Boolean(editingItem)}
        onOpenChange={closeEditor}
        src={editingSrc}
        onApply={applyRotation}
        isApplying={isApplying}
      />
    </>
  );
}
