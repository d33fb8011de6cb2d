import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { masterItemImages, releaseImages } from '../../db/schema/images';

const galleries = {
  title: { table: masterItemImages, parentId: masterItemImages.masterItemId },
  release: { table: releaseImages, parentId: releaseImages.releaseId },
};

/**
 * The thumbnail (else the full image) of a film's or release's primary photo, looked up for the row whose id is
 * given: what lists show as a cover, in their own query. Served by the gallery's (parent, order) index.
 */
export function primaryPhotoUrl(kind: keyof typeof galleries, parentId: AnyColumn | SQL): SQL<string | null> {
  const { table, parentId: parentColumn } = galleries[kind];
  return sql<string | null>`(
    select coalesce(${table.thumbUrl}, ${table.imageUrl}) from ${table}
    where ${parentColumn} = ${parentId} and ${table.isPrimary}
    order by ${table.imageOrder} limit 1)`;
}
