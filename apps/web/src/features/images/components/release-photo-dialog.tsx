import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ImageDropZone } from '@/features/images/components/image-drop-zone';
import { ImageItemList } from '@/features/images/components/image-item-list';
import { useImageItems } from '@/features/images/hooks/use-image-items';

const RELEASE_PHOTOS_DESCRIPTION =
  'Front, back and spine of the box, the tape itself: the first photo is the front cover.';

const canEditNewItem = () => true;

function ReleasePhotoPicker({
  files,
  max,
  onCancel,
  onConfirm,
  extraActions,
}: {
  files: readonly File[];
  max: number;
  onCancel: () => void;
  onConfirm: (files: File[]) => void;
  extraActions: ReactNode;
}) {
  const { items, actions } = useImageItems({ files, max });
  return (
    <div className="flex flex-col gap-5">
      <ImageDropZone onFiles={actions.addFiles} count={items.length} max={max} extraActions={extraActions} />
      <p className="text-sm text-tape-400">{MSG.imageUploadHint}</p>
      <ImageItemList
        items={items}
        actions={actions}
        canEditItem={canEditNewItem}
        showCaptions={false}
        showNewBadges={false}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-tape-700 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {MSG.cancel}
        </Button>
        <Button
          leftIcon={<Check aria-hidden className="size-4" />}
          onClick={() => onConfirm(items.flatMap((item) => (item.file ? [item.file] : [])))}
          className="sm:min-w-40"
        >
          {MSG.useTheseImages}
        </Button>
      </div>
    </div>
  );
}

export type TReleasePhotoDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The photos chosen so far (shown again when the dialog reopens). */
  files?: readonly File[];
  max?: number;
  /** 'Use These Images': the photos in order, cropped and rotated as shown (first = front cover). */
  onConfirm: (files: File[]) => void;
  /** Further buttons beside 'Choose photos', e.g. one that opens the Take Photo dialog. */
  extraActions?: ReactNode;
};

/**
 * 'Upload VHS Box Photos': up to five photos picked before the release exists, with
 * previews, removal, order, crop and rotation. Nothing is uploaded here; the caller gets the files.
 */
export function ReleasePhotoDialog({
  open,
  onOpenChange,
  files = [],
  max = LIMITS.imagesPerItem,
  onConfirm,
  extraActions,
}: TReleasePhotoDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={MSG.uploadBoxPhotos}
      description={RELEASE_PHOTOS_DESCRIPTION}
      size="3xl"
      testId="release-photo-dialog"
    >
      {/* Mounted with each opening, so it starts from the files chosen so far. */}
      <ReleasePhotoPicker
        files={files}
        max={max}
        extraActions={extraActions}
        onCancel={() => onOpenChange(false)}
        onConfirm={(chosen) => {
          onConfirm(chosen);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}
