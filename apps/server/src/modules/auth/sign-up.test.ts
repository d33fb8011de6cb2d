import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { accounts, users } from '../../db/schema/auth';
import { userProfiles } from '../../db/schema/profiles';
import { authApi, cookiesFrom, GOOD_PASSWORD, uniqueEmail } from '../../test/auth';
import { startMailCatcher } from '../../test/mail-catcher';
import { useTestServer } from '../../test/server';
import { TEST_ORIGIN } from '../../test/sessions';

const mail = await startMailCatcher();
afterAll(() => mail.close());
const server = useTestServer({ env: { SMTP_URL: mail.url, MAIL_FROM: 'Rewind <hello@rewind.test>' } });
const api = authApi(server);
afterEach(() => vi.useRealTimers());

const signUp = (email: string, extra: object = {}) =>
  api.post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, ...extra });
const signIn = (email: string) => api.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
const confirmationLink = async (email: string) => {
  const message = await mail.nextMailTo(email);
  expect(message.subject).toBe('Confirm your e-mail address for Rewind');
  const link = message.links.find((candidate) => candidate.includes('/api/auth/verify-email'));
  expect(link).toBeDefined();
  return new URL(link!);
};
const follow = (link: URL) => api.get(`${link.pathname}${link.search}`);
/** The JSON with every value replaced by what it looks like, to compare two answers field by field. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  }
  if (typeof value !== 'string') return value;
  const looks: [RegExp, string][] = [
    [/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'uuid'],
    [/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, 'date'],
    [/^user_\d{13}[a-z0-9]{5}$/, 'generated username'],
    [/^[^@\s]+@[^@\s]+$/, 'e-mail'],
  ];
  return looks.find(([pattern]) => pattern.test(value))?.[1] ?? `text: ${value}`;
}
const findUser = async (email: string) =>
  (await server.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('sign-up and the confirmation e-mail (over SMTP)', () => {
  it('signs up, mails a confirmation link, and lets the user in only after it is followed', async () => {
    const email = uniqueEmail('newcomer');
    const res = await signUp(email, { name: 'chosen-by-client' });
    expect(res.statusCode).toBe(200);
    expect(cookiesFrom(res)).toBe('');

    const link = await confirmationLink(email);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.searchParams.get('callbackURL')).toBe('/?verified=1');

    const early = await signIn(email);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    await mail.nextMailTo(email); // an unconfirmed sign-in sends a fresh link

    const confirmed = await follow(link);
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/?verified=1');

    const signedIn = await signIn(email);
    expect(signedIn.statusCode).toBe(200);
    const session = await api.session(cookiesFrom(signedIn));
    expect(session.user).toMatchObject({
      email,
      emailVerified: true,
      twoFactorEnabled: false,
      isAdmin: false,
    });
    expect(session.user.name).toMatch(/^user_\d{13}[a-z0-9]{5}$/);
  });

  it('sends the mail from MAIL_FROM with a plain-text and an HTML part', async () => {
    const email = uniqueEmail('reader');
    await signUp(email);
    const message = await mail.nextMailTo(email);
    expect(message.from).toMatch(/^"?Rewind"? <hello@rewind.test>$/);
    expect(message.text).toContain('Please confirm your e-mail address');
    expect(message.html).toContain('<a href="http://127.0.0.1:3000/api/auth/verify-email?token=');
    expect(message.html).not.toMatch(/<img/i);
  });

  it('names the user on the server and stores only a hash of the password', async () => {
    const email = uniqueEmail('hashed');
    await signUp(email, { name: 'admin', image: 'https://evil.example/x.png' });
    await mail.nextMailTo(email);
    const user = await findUser(email);
    expect(user!.name).toMatch(/^user_\d{13}[a-z0-9]{5}$/);
    expect(user!.image).toBeNull();
    const [account] = await server.database.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account!.password).toBeTruthy();
    expect(account!.password).not.toContain(GOOD_PASSWORD);
    expect(account!.password!.length).toBeGreaterThan(64);
  });

  it('creates the profile row when the first session starts', async () => {
    const email = uniqueEmail('profiled');
    await signUp(email);
    await follow(await confirmationLink(email));
    const user = await findUser(email);
    const before = await server.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, user!.id));
    expect(before).toEqual([]);
    expect((await signIn(email)).statusCode).toBe(200);
    const [profile] = await server.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, user!.id));
    expect(profile!.username).toBe(user!.name);
  });

  it('accepts a confirmation link once', async () => {
    const email = uniqueEmail('once');
    await signUp(email);
    const link = await confirmationLink(email);
    expect((await follow(link)).headers.location).toBe('/?verified=1');
    expect((await follow(link)).headers.location).toBe('/?verified=1&error=INVALID_TOKEN');
  });

  it("keeps the address a link confirmed for the landing's login form, to be read once", async () => {
    const email = uniqueEmail('landing');
    await signUp(email);
    const link = await confirmationLink(email);
    const confirmed = await follow(link);
    expect(confirmed.headers.location).toBe('/?verified=1');
    const read = (cookie?: string) => api.get('/api/v1/confirmed-email', { cookie });
    const first = await read(cookiesFrom(confirmed));
    expect(first.json()).toEqual({ email });
    expect(String(first.headers['set-cookie'])).toContain('rewind_confirmed_email=;');
    expect((await read()).json()).toEqual({ email: null });
    // A cookie we did not sign names nothing, nor does a link already used.
    const forged = `rewind_confirmed_email=${encodeURIComponent(`confirmed-email:${email}.AAAA`)}`;
    expect((await read(forged)).json()).toEqual({ email: null });
    const spent = await follow(link);
    expect(spent.headers.location).toBe('/?verified=1&error=INVALID_TOKEN');
    expect(spent.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a confirmation link after 24 hours', async () => {
    const email = uniqueEmail('late');
    await signUp(email);
    const link = await confirmationLink(email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    expect((await follow(link)).headers.location).toBe('/?verified=1&error=TOKEN_EXPIRED');
    vi.useRealTimers();
    expect((await findUser(email))!.emailVerified).toBe(false);
  });

  it('refuses a forged link', async () => {
    const res = await api.get('/api/auth/verify-email?token=not-a-token&callbackURL=%2F%3Fverified%3D1');
    expect(res.headers.location).toBe('/?verified=1&error=INVALID_TOKEN');
  });

  it('resends the confirmation on request', async () => {
    const email = uniqueEmail('resend');
    await signUp(email);
    const first = await confirmationLink(email);
    const res = await api.post('/api/auth/send-verification-email', { email, callbackURL: '/' });
    expect(res.statusCode).toBe(200);
    const second = await confirmationLink(email);
    expect(second.searchParams.get('callbackURL')).toBe('/?verified=1');
    expect((await follow(second)).headers.location).toBe('/?verified=1');
    expect((await follow(first)).headers.location).toBe('/?verified=1&error=INVALID_TOKEN');
  });

  it('answers a sign-up for a taken address like any other, and tells the owner by e-mail', async () => {
    const email = uniqueEmail('taken');
    const first = await signUp(email);
    await mail.nextMailTo(email);
    const again = await api.post('/api/auth/sign-up/email', { email, password: 'another-Password-9' });
    expect(again.statusCode).toBe(first.statusCode);
    // Field by field, in the same order.
    expect(JSON.stringify(shapeOf(again.json()))).toBe(JSON.stringify(shapeOf(first.json())));
    expect(shapeOf(first.json())).toEqual({
      user: {
        id: 'uuid',
        email: 'e-mail',
        name: 'generated username',
        image: null,
        emailVerified: false,
        twoFactorEnabled: false,
        createdAt: 'date',
        updatedAt: 'date',
      },
    });
    const notice = await mail.nextMailTo(email);
    expect(notice.subject).toBe('You already have a Rewind account');
    expect(await server.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
