import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingImages, masterItemImages, releaseImages, tradeImages } from '../../db/schema/images';

/**
 * Whose gallery: a catalogue title's (master_item_images), a release's (release_images), a listed copy's
 * (listing_images) or a trade request's (trade_images).
 */
export type GalleryKind = 'title' | 'release' | 'listing' | 'trade';
export type Gallery = { kind: GalleryKind; parentId: string };

// The tables share every column but the parent reference (imageColumns in the schema). The queries below
// only name shared columns, taken from the real table object, so typing each as the title table is safe.
type ImageTable = typeof masterItemImages;
const tables = {
  title: { table: masterItemImages, parentId: masterItemImages.masterItemId, parentKey: 'masterItemId' },
  release: {
    table: releaseImages as unknown as ImageTable,
    parentId: releaseImages.releaseId,
    parentKey: 'releaseId',
  },
  listing: {
    table: listingImages as unknown as ImageTable,
    parentId: listingImages.listingId,
    parentKey: 'listingId',
  },
  trade: {
    table: tradeImages as unknown as ImageTable,
    parentId: tradeImages.tradeListingId,
    parentKey: 'tradeListingId',
  },
};

const columnsOf = (t: ImageTable) => ({
  id: t.id,
  url: t.imageUrl,
  thumbUrl: t.thumbUrl,
  storageKey: t.storageKey,
  order: t.imageOrder,
  caption: t.caption,
  isPrimary: t.isPrimary,
  uploadedBy: t.uploadedBy,
  createdAt: t.createdAt,
});

export type ImageRow = {
  id: string;
  url: string;
  thumbUrl: string | null;
  storageKey: string | null;
  order: number;
  caption: string | null;
  isPrimary: boolean;
  uploadedBy: string | null;
  createdAt: Date;
};

export type NewImage = {
  url: string;
  thumbUrl: string;
  storageKey: string;
  order: number;
  caption: string | null;
  isPrimary: boolean;
  uploadedBy: string;
};

/** A gallery's order: order, then upload time (a tie can only come from data made elsewhere). */
const galleryOrder = (t: ImageTable) => [asc(t.imageOrder), asc(t.createdAt), asc(t.id)];

/** The gallery in its order. */
export async function findImages(db: Db, { kind, parentId }: Gallery): Promise<ImageRow[]> {
  const { table, parentId: parentColumn } = tables[kind];
  return db
    .select(columnsOf(table))
    .from(table)
    .where(eq(parentColumn, parentId))
    .orderBy(...galleryOrder(table));
}

/**
 * The galleries of several owners of one kind in one query (a page of a list that shows their photos), each
 * in its order; an owner without photos has none in the map. Served by the gallery's (parent, order) index.
 */
export async function findGalleries(
  db: Db,
  kind: GalleryKind,
  parentIds: string[],
): Promise<Map<string, ImageRow[]>> {
  const galleries = new Map<string, ImageRow[]>();
  if (parentIds.length === 0) return galleries;
  const { table, parentId: parentColumn } = tables[kind];
  const rows = await db
    .select({ ...columnsOf(table), parentId: parentColumn })
    .from(table)
    .where(inArray(parentColumn, parentIds))
    .orderBy(asc(parentColumn), ...galleryOrder(table));
  for (const { parentId, ...image } of rows) {
    const gallery = galleries.get(parentId);
    if (gallery) gallery.push(image);
    else galleries.set(parentId, [image]);
  }
  return galleries;
}

export async function countImages(db: Db, { kind, parentId }: Gallery): Promise<number> {
  const { table, parentId: parentColumn } = tables[kind];
  const [row] = await db.select({ total: count() }).from(table).where(eq(parentColumn, parentId));
  return row?.total ?? 0;
}

export async function insertImage(db: Db, { kind, parentId }: Gallery, image: NewImage): Promise<ImageRow> {
  const values = {
    imageUrl: image.url,
    thumbUrl: image.thumbUrl,
    storageKey: image.storageKey,
    imageOrder: image.order,
    caption: image.caption,
    isPrimary: image.isPrimary,
    uploadedBy: image.uploadedBy,
  };
  const { table, parentKey } = tables[kind];
  const [row] = await db
    .insert(table)
    // The parent's key differs per table (typed as the title table above), hence the cast.
    .values({ ...values, [parentKey]: parentId } as typeof masterItemImages.$inferInsert)
    .returning(columnsOf(table));
  return row!;
}

export async function updateImage(
  db: Db,
  kind: GalleryKind,
  id: string,
  changes: { order: number; isPrimary: boolean; caption: string | null },
): Promise<void> {
  const { table } = tables[kind];
  await db
    .update(table)
    .set({ imageOrder: changes.order, isPrimary: changes.isPrimary, caption: changes.caption })
    .where(eq(table.id, id));
}

export async function deleteImage(db: Db, kind: GalleryKind, id: string): Promise<void> {
  const { table } = tables[kind];
  await db.delete(table).where(eq(table.id, id));
}

/** Each release's primary image (its front cover), for the releases given. */
export async function findPrimaryReleaseImages(
  db: Db,
  releaseIds: string[],
): Promise<Map<string, { url: string; thumbUrl: string | null }>> {
  if (releaseIds.length === 0) return new Map();
  const rows = await db
    .select({
      releaseId: releaseImages.releaseId,
      url: releaseImages.imageUrl,
      thumbUrl: releaseImages.thumbUrl,
    })
    .from(releaseImages)
    .where(and(inArray(releaseImages.releaseId, releaseIds), eq(releaseImages.isPrimary, true)));
  return new Map(rows.map(({ releaseId, ...image }) => [releaseId, image]));
}

/** The stored files of a title's gallery and of its releases' galleries (what deleting the title orphans). */
export async function findStorageKeysOfTitle(
  db: Db,
  titleId: string | null,
  releaseIds: string[],
): Promise<string[]> {
  const [titleImages, ofReleases] = await Promise.all([
    titleId === null
      ? []
      : db
          .select({ key: masterItemImages.storageKey })
          .from(masterItemImages)
          .where(eq(masterItemImages.masterItemId, titleId)),
    releaseIds.length === 0
      ? []
      : db
          .select({ key: releaseImages.storageKey })
          .from(releaseImages)
          .where(inArray(releaseImages.releaseId, releaseIds)),
  ]);
  return [...titleImages, ...ofReleases].flatMap(({ key }) => (key ? [key] : []));
}

/**
 * A merged film's photos join the gallery of the film that stays, after its own (decision 029); its primary
 * photo stays primary only when that gallery had none.
 */
export async function moveTitleGallery(tx: Db, fromId: string, toId: string): Promise<number> {
  const t = masterItemImages;
  const keptGallery = sql`(select 1 from ${t} kept where kept.master_item_id = ${toId})`;
  const moved = await tx
    .update(t)
    .set({
      masterItemId: toId,
      imageOrder: sql`${t.imageOrder} + (select coalesce(max(kept.image_order), 0) from ${t} kept where kept.master_item_id = ${toId})`,
      isPrimary: sql`${t.isPrimary} and not exists ${keptGallery}`,
    })
    .where(eq(t.masterItemId, fromId))
    .returning({ id: t.id });
  return moved.length;
}
