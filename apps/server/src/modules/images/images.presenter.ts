import type { TImage, TImageList } from '@rewind/shared/images';
import { imagesPolicy } from '@rewind/shared/policies/images';
import { isOffered, type TPolicyActor } from '@rewind/shared/policies/policy';
import type { ImageRow } from './images.repo';

/** An image with what the web offers `viewer` to do with it. */
export function presentImage(row: ImageRow, viewer: TPolicyActor): TImage {
  return {
    id: row.id,
    url: row.url,
    // thumb_url is optional in the table: an image without one shows in full in grids too.
    thumbUrl: row.thumbUrl ?? row.url,
    caption: row.caption,
    order: row.order,
    isPrimary: row.isPrimary,
    uploadedBy: row.uploadedBy,
    abilities: { change: isOffered(imagesPolicy.change(viewer, [row.uploadedBy])) },
  };
}

export const presentImageList = (rows: ImageRow[], viewer: TPolicyActor): TImageList => ({
  items: rows.map((row) => presentImage(row, viewer)),
});
