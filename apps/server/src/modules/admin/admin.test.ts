import type { TAuditLogPage, TDashboard } from '@rewind/shared/admin';
import { MSG } from '@rewind/shared/messages';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin';
import { createListing, createSellerRating, createTitle, createUser } from '../../test/factories';
import { apiOperations, fillPath, STATE_CHANGING } from '../../test/openapi';
import { type Method, useTestServer } from '../../test/server';
import { adminCallers, type SignedInUser, signedInUser } from '../../test/sessions';
import { ADMIN_API_PREFIX } from '../../platform/admin-gate';

const server = useTestServer();
const db = () => server.database.db;

let member: SignedInUser;
let adminWithoutFactor: SignedInUser;
let admin: SignedInUser;
let adminName: string;

beforeAll(async () => {
  [member, adminWithoutFactor, admin] = await adminCallers(server);
  adminName = `keeper${Date.now().toString(36)}`;
  expect(
    (await server.call('POST', '/api/v1/me/profile/complete', admin, { username: adminName })).statusCode,
  ).toBe(200);
});

/** The log's newest rows for one target, as the portal reads them. */
const logOf = async (targetId: string) =>
  ((await server.call('GET', `/api/v1/admin/audit-log?targetId=${targetId}`, admin)).json() as TAuditLogPage)
    .items;

describe('GET /api/v1/admin/audit-log', () => {
  it('is refused to visitors, members and admins whose session did not pass two-factor', async () => {
    expect((await server.call('GET', '/api/v1/admin/audit-log')).statusCode).toBe(401);
    const asMember = await server.call('GET', '/api/v1/admin/audit-log', member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().error.message).toBe(MSG.adminRequired);
    const early = await server.call('GET', '/api/v1/admin/audit-log', adminWithoutFactor);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('two_factor_required');
    expect((await server.call('GET', '/api/v1/admin/audit-log', admin)).statusCode).toBe(200);
  });

  it('records a film deleted, with who and what it was', async () => {
    const film = await createTitle(db(), { title: 'Deleted Tape', year: 1984 });
    expect((await server.call('DELETE', `/api/v1/titles/${film.id}`, admin)).statusCode).toBe(204);
    expect(await logOf(film.id)).toEqual([
      expect.objectContaining({
        admin: adminName,
        action: 'title.delete',
        targetType: 'title',
        targetLabel: 'Deleted Tape (1984)',
      }),
    ]);
  });

  it('records a listing removed with its reason, and a seller rating removed with its reason', async () => {
    const { user: seller } = await createUser(db());
    const listing = await createListing(db(), seller.id);
    const removed = await server.call('DELETE', `/api/v1/listings/${listing.id}`, admin, {
      reason: 'Counterfeit copy',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await logOf(listing.id)).toEqual([
      expect.objectContaining({
        action: 'listing.remove',
        targetType: 'listing',
        reason: 'Counterfeit copy',
      }),
    ]);
    const rating = await createSellerRating(db(), seller.id, 1);
    const gone = await server.call('DELETE', `/api/v1/feedback/${rating.id}`, admin, {
      reason: 'Abusive words',
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await logOf(rating.id)).toEqual([
      expect.objectContaining({
        action: 'rating.remove',
        reason: 'Abusive words',
        details: { sellerId: seller.id },
      }),
    ]);
  });

  it('records each forum moderation, and filters by action', async () => {
    const author = await signedInUser(server);
    await server.call('POST', '/api/v1/me/profile/complete', author, {
      username: `poster${Date.now().toString(36)}`,
    });
    const topic = await server.call('POST', '/api/v1/forum/topics', author, {
      title: 'Rude topic',
      content: 'Words.',
    });
    expect(topic.statusCode, topic.body).toBe(201);
    const { id } = topic.json() as { id: string };
    for (const payload of [{ action: 'pin' }, { action: 'lock' }, { action: 'delete', reason: 'Insults' }]) {
      const res = await server.call('POST', `/api/v1/forum/entries/${id}/moderation`, admin, payload);
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const rows = await logOf(id);
    expect(rows.map((row) => row.action)).toEqual(['forum.delete', 'forum.lock', 'forum.pin']);
    expect(rows[0]).toMatchObject({ targetType: 'topic', targetLabel: 'Rude topic', reason: 'Insults' });
    const pins = (
      await server.call('GET', '/api/v1/admin/audit-log?action=forum.pin', admin)
    ).json() as TAuditLogPage;
    expect(pins.items.every((row) => row.action === 'forum.pin')).toBe(true);
    expect(pins.items.map((row) => row.targetId)).toContain(id);
  });

  it('cannot be changed or emptied, not even by the app itself', async () => {
    const [row] = await db().select().from(adminAuditLog).limit(1);
    await expect(
      db().update(adminAuditLog).set({ reason: 'rewritten' }).where(eq(adminAuditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(db().delete(adminAuditLog).where(eq(adminAuditLog.id, row!.id))).rejects.toThrow();
    const [still] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.id, row!.id));
    expect(still).toEqual(row);
  });
});

describe('GET /api/v1/admin/dashboard', () => {
  const dashboard = async (days: 7 | 30) => {
    const res = await server.call('GET', `/api/v1/admin/dashboard?days=${days}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as TDashboard).metrics;
  };

  it('is refused to visitors, members and admins whose session did not pass two-factor', async () => {
    expect((await server.call('GET', '/api/v1/admin/dashboard')).statusCode).toBe(401);
    expect((await server.call('GET', '/api/v1/admin/dashboard', member)).statusCode).toBe(403);
    expect((await server.call('GET', '/api/v1/admin/dashboard', adminWithoutFactor)).json().error.code).toBe(
      'two_factor_required',
    );
    expect((await server.call('GET', '/api/v1/admin/dashboard?days=9', admin)).statusCode).toBe(400);
  });

  it('counts each figure over the period and beside the one before', async () => {
    const before = await dashboard(7);
    const DAY_MS = 24 * 60 * 60 * 1000;
    // A member who joined ten days ago: new in the week before this one, and a member at this week's start.
    const { user: older } = await createUser(db());
    await db()
      .update(users)
      .set({ createdAt: new Date(Date.now() - 10 * DAY_MS) })
      .where(eq(users.id, older.id));
    const { user: seller } = await createUser(db());
    await createListing(db(), seller.id);
    await createSellerRating(db(), seller.id, 5);
    const after = await dashboard(7);

    // The rating's sale made a buyer too: three accounts, one of them from ten days ago.
    expect(after.newMembers.current - before.newMembers.current).toBe(2);
    expect(after.newMembers.previous - before.newMembers.previous).toBe(1);
    expect(after.members.current - before.members.current).toBe(3);
    expect(after.members.previous - before.members.previous).toBe(1);
    expect(after.activeListings.current - before.activeListings.current).toBe(1);
    expect(after.orders.current - before.orders.current).toBe(1);
    expect(after.sales.current - before.sales.current).toBeCloseTo(19.99);
    expect((await dashboard(30)).newMembers.current).toBeGreaterThanOrEqual(after.newMembers.current + 1);
  });
});

describe('every route of the portal API', () => {
  it('refuses visitors, members and admins without a two-factor session, before reading its input', async () => {
    const routes = (await apiOperations(server)).filter(({ path }) => path.startsWith(ADMIN_API_PREFIX));
    expect(routes.length).toBeGreaterThan(20);
    for (const { method, path } of routes) {
      const url = fillPath(path, {});
      const send = (user?: SignedInUser) =>
        server.call(
          method as Method,
          url,
          user,
          STATE_CHANGING.includes(method) ? { nonsense: true } : undefined,
        );
      expect([method, path, (await send()).statusCode]).toEqual([method, path, 401]);
      const asMember = await send(member);
      expect([method, path, asMember.statusCode, asMember.json().error.message]).toEqual([
        method,
        path,
        403,
        MSG.adminRequired,
      ]);
      const early = await send(adminWithoutFactor);
      expect([method, path, early.json().error.code]).toEqual([method, path, 'two_factor_required']);
    }
  });
});
