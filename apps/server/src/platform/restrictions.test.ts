import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/auth';
import { apiOperations, fillPath, STATE_CHANGING } from '../test/openapi';
import { useTestServer } from '../test/server';
import { signedInUser, TEST_ORIGIN } from '../test/sessions';
import { keptWhenSilenced } from './restrictions';

const server = useTestServer();
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every write of the API as its route names it, and with its path filled in. */
async function everyWrite() {
  return (await apiOperations(server))
    .filter((operation) => STATE_CHANGING.includes(operation.method))
    .map(({ method, path }) => ({ method, route: path, url: fillPath(path, { id: randomUUID() }) }));
}

const send = (method: string, url: string, cookie?: string) =>
  server.app.inject({
    method: method as 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: {},
  });

describe('restrictions on every write (issue 19 point 3)', () => {
  it('refuses a silenced member every write others would see, and keeps their own shelves and steps', async () => {
    const member = await signedInUser(server);
    await server.database.db
      .update(users)
      .set({ silencedUntil: new Date(Date.now() + DAY_MS) })
      .where(eq(users.id, member.userId));
    const writes = await everyWrite();
    const refused = writes.filter(({ route }) => !keptWhenSilenced(route.replace(/\{(\w+)\}/g, ':$1')));
    expect(refused.length).toBeGreaterThan(60);
    for (const { method, url } of refused) {
      const res = await send(method, url, member.cookie);
      expect({ method, url, status: res.statusCode, code: res.json().error?.code }).toEqual({
        method,
        url,
        status: 403,
        code: 'silenced',
      });
    }
    for (const { method, url } of writes.filter((write) => !refused.includes(write))) {
      const res = await send(method, url, member.cookie);
      expect(res.body, url).not.toContain('"silenced"');
    }
  });

  it('treats a suspended member as signed out on every write, even with a session left over', async () => {
    const member = await signedInUser(server);
    // A suspension deletes the member's sessions; this one is kept to show the suspension alone shuts them out.
    const [left] = await server.database.db.select().from(sessions).where(eq(sessions.userId, member.userId));
    expect(left).toBeDefined();
    await server.database.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + DAY_MS) })
      .where(eq(users.id, member.userId));
    for (const { method, url } of await everyWrite()) {
      const [asMember, asVisitor] = [await send(method, url, member.cookie), await send(method, url)];
      expect({ method, url, status: asMember.statusCode }).toEqual({
        method,
        url,
        status: asVisitor.statusCode,
      });
    }
  });
});
