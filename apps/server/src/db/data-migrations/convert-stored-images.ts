import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../client';
import { blogPosts } from '../schema/blog';
import { mediaTitles, movieReleases } from '../schema/catalog';
import { masterItemImages, releaseImages } from '../schema/images';
import { userProfiles } from '../schema/profiles';
import type { Storage } from '../../platform/storage/storage';
import {
  deleteStoredFiles,
  filesOfStoredImage,
  restoreWithVariants,
  type StoredImage,
} from '../../platform/stored-image';

// One number for this job's advisory lock, whichever instance asks (any constant unique to the app will do).
const LOCK_ID = 7_007_001;
const BATCH = 10;
// The sized names of decision 007, in SQL: what matches needs no conversion.
const SIZED_NAME = '~[0-9]+x[0-9]+[.](jpg|webp)$';

// Every column that may hold the URL of a stored image. Gallery rows also carry the key and thumbnail.
const URL_COLUMNS: PgColumn[] = [
  masterItemImages.imageUrl,
  releaseImages.imageUrl,
  mediaTitles.coverImageUrl,
  movieReleases.frontCoverUrl,
  userProfiles.avatarUrl,
  blogPosts.coverImageUrl,
];

export type ConversionReport = { converted: number; skipped: number; ranElsewhere: boolean };

/**
 * Gives every image stored before decision 007 its sized name and resized copies, once: run at start-up in the
 * background. Works in batches, each a transaction holding an advisory lock, so with several instances one
 * converts and the others leave at once; one that stops half-way leaves the rest to the next start. The
 * old files are removed once no row names them any more. A file that is gone or unreadable is left as it is
 * (pages show it as a plain image) and tried again at the next start.
 */
export async function convertStoredImages({
  db,
  storage,
  signal,
}: {
  db: Db;
  storage: Storage;
  /** Stops between batches (the server is shutting down). */
  signal?: AbortSignal;
}): Promise<ConversionReport> {
  const skipped = new Set<string>();
  let converted = 0;
  while (!signal?.aborted) {
    const made: StoredImage[] = [];
    let batch: { oldKeys: string[]; found: number } | undefined;
    try {
      batch = await db.transaction(async (tx) => {
        const [lock] = await queryRows<{ locked: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${LOCK_ID}) as locked`,
        );
        if (!lock?.locked) return undefined;
        const urls = await findUnconvertedUrls(tx, storage.publicUrl(''), skipped);
        const oldKeys: string[] = [];
        for (const url of urls) {
          const key = storage.keyFromUrl(url);
          const stored = key ? await restoreWithVariants(storage, key) : undefined;
          if (!key || !stored) {
            skipped.add(url);
            continue;
          }
          made.push(stored);
          await repointUrl(tx, url, stored);
          oldKeys.push(key);
        }
        return { oldKeys, found: urls.length };
      });
    } catch (error) {
      await deleteStoredFiles(
        storage,
        made.flatMap((image) => filesOfStoredImage(image.key)),
      );
      throw error;
    }
    if (!batch) return { converted, skipped: skipped.size, ranElsewhere: true };
    await deleteStoredFiles(storage, batch.oldKeys.flatMap(filesOfStoredImage));
    converted += batch.oldKeys.length;
    if (batch.found === 0) break;
  }
  return { converted, skipped: skipped.size, ranElsewhere: false };
}

/** Up to a batch of distinct URLs under this storage's base whose names carry no size. */
async function findUnconvertedUrls(tx: Db, base: string, skipped: Set<string>): Promise<string[]> {
  const selects: SQL[] = URL_COLUMNS.map(
    (column) =>
      sql`select ${column} as url from ${column.table} where starts_with(${column}, ${base}) and ${column} !~ ${SIZED_NAME}`,
  );
  // The skipped ones (a handful at most: files that are gone) are passed over here rather than in SQL.
  const rows = await queryRows<{ url: string }>(
    tx,
    sql`select url from (${sql.join(selects, sql` union `)}) as stored order by url limit ${BATCH + skipped.size}`,
  );
  return rows
    .map((row) => row.url)
    .filter((url) => !skipped.has(url))
    .slice(0, BATCH);
}

/** Points every row that names the old URL at the converted image. */
async function repointUrl(tx: Db, oldUrl: string, image: StoredImage) {
  const galleryChange = { imageUrl: image.url, thumbUrl: image.thumbUrl, storageKey: image.key };
  await tx.update(masterItemImages).set(galleryChange).where(eq(masterItemImages.imageUrl, oldUrl));
  await tx.update(releaseImages).set(galleryChange).where(eq(releaseImages.imageUrl, oldUrl));
  await tx.update(mediaTitles).set({ coverImageUrl: image.url }).where(eq(mediaTitles.coverImageUrl, oldUrl));
  await tx
    .update(movieReleases)
    .set({ frontCoverUrl: image.url })
    .where(eq(movieReleases.frontCoverUrl, oldUrl));
  await tx.update(userProfiles).set({ avatarUrl: image.url }).where(eq(userProfiles.avatarUrl, oldUrl));
  await tx.update(blogPosts).set({ coverImageUrl: image.url }).where(eq(blogPosts.coverImageUrl, oldUrl));
}
