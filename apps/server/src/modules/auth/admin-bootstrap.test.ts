import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { adminUsers } from '../../db/schema/auth';
import { LocalStorage } from '../../platform/storage/local-storage';
import { authApi, createAccount, GOOD_PASSWORD, signIn } from '../../test/auth';
import { startMailCatcher } from '../../test/mail-catcher';
import { useTestServer } from '../../test/server';

const BOSS = 'boss@example.test';
const LATER_BOSS = 'later-boss@example.test';
const mail = await startMailCatcher();
afterAll(() => mail.close());
const server = useTestServer({
  env: { SMTP_URL: mail.url, ADMIN_EMAILS: ` ${BOSS.toUpperCase()} , other@example.test` },
});
const api = authApi(server);
const isAdmin = async (userId: string) =>
  (await server.database.db.select().from(adminUsers).where(eq(adminUsers.userId, userId))).length > 0;

describe('ADMIN_EMAILS', () => {
  it('makes an admin of a listed address once it is confirmed, not before', async () => {
    await api.post('/api/auth/sign-up/email', { email: BOSS, password: GOOD_PASSWORD });
    const message = await mail.nextMailTo(BOSS);
    const { cookie: unconfirmed } = await signIn(server, BOSS, GOOD_PASSWORD);
    expect(unconfirmed).toBe('');
    expect(await server.database.db.select().from(adminUsers)).toEqual([]);

    const link = new URL(message.links[0]!);
    await api.get(`${link.pathname}${link.search}`);
    const { cookie } = await signIn(server, BOSS, GOOD_PASSWORD);
    expect((await api.session(cookie)).user.isAdmin).toBe(true);
  });

  it('does not make an admin of anyone else', async () => {
    const account = await createAccount(server);
    const { cookie } = await signIn(server, account.email, account.password);
    expect((await api.session(cookie)).user.isAdmin).toBe(false);
  });

  it('grants at start-up to listed users whose address is already confirmed', async () => {
    const account = await createAccount(server, { email: LATER_BOSS });
    expect(await isAdmin(account.userId)).toBe(false);
    const restarted = await buildApp({
      config: loadConfig({ DATA_DIR: server.dataDir, ADMIN_EMAILS: LATER_BOSS }),
      database: server.database,
      storage: new LocalStorage(path.join(server.dataDir, 'uploads')),
      logger: false,
    });
    await restarted.close();
    expect(await isAdmin(account.userId)).toBe(true);
  });
});
