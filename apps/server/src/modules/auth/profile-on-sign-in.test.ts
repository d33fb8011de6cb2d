import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userProfiles } from '../../db/schema/profiles';
import { authApi, createAccount, enrolTotp, signIn } from '../../test/auth';
import { useTestServer } from '../../test/server';

const server = useTestServer();
const api = authApi(server);
const profileOf = async (userId: string) =>
  (await server.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0];

describe('the profile row at sign-in', () => {
  it('is created at the first sign-in, named after the user', async () => {
    const account = await createAccount(server);
    expect(await profileOf(account.userId)).toBeUndefined();
    await signIn(server, account.email, account.password);
    expect((await profileOf(account.userId))!.username).toMatch(/^user_/);
  });

  it('is ensured too when the sign-in goes on to a second factor', async () => {
    const account = await createAccount(server);
    await enrolTotp(server, account);
    await server.database.db.delete(userProfiles).where(eq(userProfiles.userId, account.userId));
    const first = await signIn(server, account.email, account.password);
    expect(first.res.json().twoFactorRedirect).toBe(true);
    expect(await profileOf(account.userId)).toBeDefined();
  });

  it('does not stop the sign-in when it cannot be created; the failure is logged', async () => {
    const account = await createAccount(server);
    await server.database.db.execute(sql`
      create function refuse_profiles() returns trigger language plpgsql as $$
      begin raise exception 'profiles are unavailable'; end $$`);
    await server.database.db.execute(
      sql`create trigger refuse_profiles before insert on user_profiles execute function refuse_profiles()`,
    );
    try {
      server.expectLoggedError(/Could not ensure the profile/);
      const { res, cookie } = await signIn(server, account.email, account.password);
      expect(res.statusCode).toBe(200);
      expect((await api.session(cookie)).user.email).toBe(account.email);
      expect(await profileOf(account.userId)).toBeUndefined();
    } finally {
      await server.database.db.execute(sql`drop trigger refuse_profiles on user_profiles`);
      await server.database.db.execute(sql`drop function refuse_profiles()`);
    }
    await signIn(server, account.email, account.password);
    expect(await profileOf(account.userId)).toBeDefined();
  });
});
