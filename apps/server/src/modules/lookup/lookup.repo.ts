import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lookupCache } from '../../db/schema/lookup';

/** The cached answer under `key`, unless it has expired. */
export async function findCached(db: Db, key: string, now: Date): Promise<unknown> {
  const [row] = await db
    .select({ value: lookupCache.value })
    .from(lookupCache)
    .where(and(eq(lookupCache.key, key), gt(lookupCache.expiresAt, now)))
    .limit(1);
  return row?.value;
}

export async function saveCached(db: Db, key: string, value: unknown, expiresAt: Date): Promise<void> {
  await db
    .insert(lookupCache)
    .values({ key, value, expiresAt })
    .onConflictDoUpdate({ target: lookupCache.key, set: { value, expiresAt, createdAt: new Date() } });
}

export async function deleteExpired(db: Db, now: Date): Promise<void> {
  await db.delete(lookupCache).where(lt(lookupCache.expiresAt, now));
}
