import type { TImage, TImageList } from '@rewind/shared/images';
import type { ImageRow } from './images.repo';

export function presentImage(row: ImageRow): TImage {
  return {
    id: row.id,
    url: row.url,
    // thumb_url is optional in the table: an image without one shows in full in grids too.
    thumbUrl: row.thumbUrl ?? row.url,
    caption: row.caption,
    order: row.order,
    isPrimary: row.isPrimary,
    uploadedBy: row.uploadedBy,
  };
}

export const presentImageList = (rows: ImageRow[]): TImageList => ({ items: rows.map(presentImage) });
