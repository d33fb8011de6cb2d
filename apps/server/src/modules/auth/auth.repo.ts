import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers } from '../../db/schema/profiles';

export async function isAdminUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: adminUsers.userId })
    .from(adminUsers)
    .where(eq(adminUsers.userId, userId))
    .limit(1);
  return rows.length > 0;
}
