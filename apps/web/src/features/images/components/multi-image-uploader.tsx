import type { TImage } from '@rewind/shared/images';
import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { Save } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { useDeleteImage } from '@/features/images/api/delete-image';
import { getGallery } from '@/features/images/api/get-gallery';
import { useUpdateImages } from '@/features/images/api/update-images';
import { useUploadImage } from '@/features/images/api/upload-image';
import { ImageDropZone } from '@/features/images/components/image-drop-zone';
import { ImageItemList } from '@/features/images/components/image-item-list';
import { useImageItems, type TImageItem } from '@/features/images/hooks/use-image-items';
import { defaultCaptionFor, isMembersCopy, type TImageTarget } from '@/features/images/lib/image-target';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/notify';

export const IMAGES_SAVED = 'Images saved!';
export const ORDER_LOCKED_HINT =
  'Some of these images were added by other members, so only they or an admin can reorder them or change their captions. You can remove your own images, and your new ones follow the others.';

const messageOf = (error: unknown) =>
  isApiError(error) ? error.message : error instanceof Error ? error.message : MSG.unknownError;

/**
 * A stored image's caption as sent with the new order: what is typed, else its gallery's default for its new
 * place (the server renumbers a caption still at its default too). Others' images keep theirs.
 */
function captionToSend(
  item: TImageItem,
  index: number,
  canEdit: boolean,
  kind: TImageTarget['kind'],
): string | null {
  if (item.image && !canEdit) return item.image.caption;
  const typed = item.caption.trim();
  if (typed) return typed;
  return item.image && item.image.caption === null ? null : defaultCaptionFor(kind, index + 1);
}

/**
 * Whether the gallery on the server differs from the list apart from new files: its order (uploads are
 * appended in list order after the images already there) or a caption.
 */
function needsUpdate(
  items: TImageItem[],
  canEdit: (item: TImageItem) => boolean,
  kind: TImageTarget['kind'],
) {
  const stored = items.filter((item) => !item.isNew);
  const serverOrder = [
    ...[...stored].sort((a, b) => (a.image?.order ?? 0) - (b.image?.order ?? 0)),
    ...items.filter((item) => item.isNew),
  ];
  return (
    serverOrder.some((item, index) => item.id !== items[index]?.id) ||
    items.some(
      (item, index) => item.image && captionToSend(item, index, canEdit(item), kind) !== item.image.caption,
    )
  );
}

export type TMultiImageUploaderProps = {
  /** The gallery it edits: a film (`titles`) or a release (`releases`), by id or slug. */
  target: TImageTarget;
  /** The gallery as it is now (the detail's `images`), in order. Read once: remount (key) to start over. */
  existing: TImage[];
  max?: number;
  /** After a successful save, with the gallery as the server now has it. */
  onSaved?: (images: TImage[]) => void;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** The Cancel button's words where leaving is not cancelling (photos added after a listing is made). */
  cancelLabel?: string;
};

/**
 * The multi-image uploader for films and releases. Pictures are picked or dropped, checked, put in
 * order (drag, or the move buttons), captioned and, while new, cropped or rotated. Nothing reaches the
 * server before 'Save Changes': then removed images are deleted (first, so the maximum counts what
 * stays), new files are uploaded one by one with a progress bar each, and the final order and captions are
 * sent. A failure keeps the list as it is, with what was already done marked done, so saving again resumes.
 */
export function MultiImageUploader({
  target,
  existing,
  max = LIMITS.imagesPerItem,
  onSaved,
  onCancel,
  cancelLabel = MSG.cancel,
}: TMultiImageUploaderProps) {
  const { items, removed, actions } = useImageItems({ existing, max });
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadImage();
  const update = useUpdateImages();
  const remove = useDeleteImage();

  // The server says who may change each image (its uploader, or an admin with a two-factor session).
  // Changing the order or any caption needs that right over every image of the gallery.
  const canEdit = useCallback((item: TImageItem) => item.isNew || item.image?.abilities.change === true, []);
  const isOrderLocked = items.some((item) => !item.isNew && !canEdit(item));
  const lockedCount = isOrderLocked ? items.filter((item) => !item.isNew).length : 0;
  const isDirty =
    removed.length > 0 || items.some((item) => item.isNew) || needsUpdate(items, canEdit, target.kind);
  // The server tells the uploader of a film's or release's main photo that someone else removes.
  const { user } = useSession();
  const isUploaderTold =
    !isMembersCopy(target.kind) &&
    removed.some((image) => image.isPrimary && image.uploadedBy !== null && image.uploadedBy !== user?.id);

  const fail = (message: string) => {
    setFailure(message);
    notify.error(message);
  };

  const save = async () => {
    if (isSaving || !isDirty) return;
    setIsSaving(true);
    setFailure(null);
    // The list cannot change while saving (every control is disabled), so this copy stays true.
    let list = items;
    try {
      for (const image of removed) {
        try {
          await remove.mutateAsync({ target, imageId: image.id });
        } catch (error) {
          // Already gone is as good as deleted.
          if (!(isApiError(error) && error.isNotFound)) throw error;
        }
        actions.forgetRemoved(image.id);
      }
    } catch (error) {
      fail(MSG.imageError(messageOf(error)));
      setIsSaving(false);
      return;
    }

    for (const item of list) {
      if (!item.isNew || !item.file) continue;
      const setShare = (share: number) => setProgress((current) => ({ ...current, [item.id]: share }));
      setShare(0);
      try {
        const image = await upload.mutateAsync({
          target,
          file: item.file,
          // Left out when none is typed: the server gives the gallery's default for the place it takes.
          caption: item.caption.trim() || undefined,
          // Every byte sent is not yet an image stored: full only once the server has answered.
          onProgress: (share) => setShare(Math.min(share, 0.99)),
        });
        setShare(1);
        actions.markUploaded(item.id, image);
        list = list.map((candidate) =>
          candidate.id === item.id
            ? {
                ...candidate,
                file: null,
                preview: image.thumbUrl,
                caption: image.caption ?? '',
                isNew: false,
                image,
              }
            : candidate,
        );
      } catch (error) {
        setProgress(({ [item.id]: _failed, ...rest }) => rest);
        fail(MSG.imageUploadFailed(messageOf(error)));
        setIsSaving(false);
        return;
      }
    }

    // The server's answer is the truth: deletes and uploads renumber images and default captions there.
    let saved: TImage[];
    try {
      if (isOrderLocked) {
        saved = await getGallery(target);
      } else {
        const answer = await update.mutateAsync({
          target,
          images: list.flatMap((item, index) =>
            item.image
              ? [{ id: item.image.id, caption: captionToSend(item, index, canEdit(item), target.kind) }]
              : [],
          ),
        });
        saved = answer.items;
      }
    } catch (error) {
      fail(MSG.imageError(messageOf(error)));
      setIsSaving(false);
      return;
    }

    actions.reset(saved);
    setProgress({});
    setIsSaving(false);
    notify.success(IMAGES_SAVED);
    onSaved?.(saved);
  };

  return (
    <div className="flex flex-col gap-5" data-testid="multi-image-uploader">
      <ImageDropZone onFiles={actions.addFiles} count={items.length} max={max} isDisabled={isSaving} />
      <p className="text-sm text-tape-400" data-testid="image-upload-hint">
        {MSG.imageUploadHint}
      </p>
      {isOrderLocked && (
        <p className="text-sm text-tape-300" data-testid="image-order-locked">
          {ORDER_LOCKED_HINT}
        </p>
      )}
      <ImageItemList
        defaultCaptionOf={(n) => defaultCaptionFor(target.kind, n)}
        items={items}
        actions={actions}
        canEditItem={canEdit}
        lockedCount={lockedCount}
        isDisabled={isSaving}
        progress={progress}
      />
      {isUploaderTold && (
        <p role="status" className="text-sm text-tape-300" data-testid="image-uploader-told">
          {MSG.primaryPhotoUploaderTold}
        </p>
      )}
      {failure && <FormAlert title={failure} testId="image-save-error" />}
      <div className="flex flex-col-reverse gap-3 border-t border-tape-700 pt-5 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={isSaving}>
            {cancelLabel}
          </Button>
        )}
        <Button
          leftIcon={<Save aria-hidden className="size-4" />}
          isLoading={isSaving}
          disabled={!isDirty}
          onClick={() => void save()}
          className="sm:min-w-40"
        >
          {MSG.saveChanges}
        </Button>
      </div>
    </div>
  );
}
