import AxeBuilder from '@axe-core/playwright';
import { Secret, TOTP } from 'otpauth';
import {
  completeProfile,
  confirmEmail,
  createCollector,
  linkInMail,
  makePng,
  newAccount,
  openLogin,
  signIn,
  signOut,
  signUp,
} from '../fixtures/accounts';
import { MSG } from '@rewind/shared/messages';
import { expect, test } from '../fixtures/test';

test.describe('accounts', () => {
  test('sign up, confirm by e-mail, sign in, complete and edit the profile, view it, sign out', async ({
    page,
    appServer,
    expectConsoleError,
  }) => {
    // The refused sign-in before the address is confirmed (403).
    expectConsoleError(/Failed to load resource/);
    const account = newAccount('journey');
    await page.goto('/');

    // The dialog's rules: the submit button waits for every field, and the passwords must match.
    const login = await openLogin(page);
    await expect(login.getByLabel('Email')).toBeFocused();
    await login.getByRole('button', { name: 'Sign up' }).click();
    const signup = page.getByRole('dialog', { name: 'Sign Up' });
    const create = signup.getByRole('button', { name: 'Create Account' });
    await signup.getByLabel('Email').fill('not-an-address');
    await signup.getByLabel('Password', { exact: true }).fill('abc');
    await expect(create).toBeDisabled();
    // The disabled button says what it waits for.
    await expect(create).toHaveAccessibleDescription(
      'Enter your email, a password and the same password again to create your account.',
    );
    await signup.getByLabel('Confirm Password').fill('abd');
    await expect(signup.getByTestId('auth-needs')).toHaveCount(0);
    await create.click();
    await expect(signup.getByText('Please enter a valid email address')).toBeVisible();
    await expect(signup.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(signup.getByText("Passwords don't match")).toBeVisible();
    // Switching modes keeps the e-mail and clears the passwords.
    await signup.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByLabel('Email')).toHaveValue('not-an-address');
    await expect(login.getByLabel('Password')).toHaveValue('');
    await login.getByLabel('Email').fill('');

    await signUp(page, account);
    // After sign-up only the e-mail is kept and the dialog is in login mode.
    await expect(login.getByLabel('Email')).toHaveValue(account.email);
    await expect(login.getByLabel('Password')).toHaveValue('');

    // Not confirmed yet: a clear message and a way to get the e-mail again.
    await login.getByLabel('Password').fill(account.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(login.getByTestId('email-not-verified')).toContainText('Please confirm your email first');
    await login.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Confirmation email sent!' })).toBeVisible();
    await page.keyboard.press('Escape');

    await confirmEmail(page, appServer.dataDir, account);
    // The landing's login has the address the server confirmed filled in, and waits for the password; the
    // keyboard goes e-mail, password, 'Forgot password?', Login.
    const confirmed = page.getByRole('dialog', { name: 'Login' });
    await expect(confirmed.getByLabel('Email')).toHaveValue(account.email);
    await expect(confirmed.getByLabel('Password')).toBeFocused();
    await confirmed.getByLabel('Password').fill(account.password);
    await confirmed.getByLabel('Email').focus();
    for (const next of [
      confirmed.getByLabel('Password'),
      confirmed.getByRole('button', { name: 'Forgot password?' }),
      confirmed.getByRole('button', { name: 'Login', exact: true }),
    ]) {
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
    }
    // The same link opened again says it was used, and that logging in is the way on.
    await page.keyboard.press('Escape');
    await page.goto(await linkInMail(appServer.dataDir, account.email, '/api/auth/verify-email'));
    await expect(page.getByTestId('toast').filter({ hasText: 'already used or has expired' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await signIn(page, account);

    // The mandatory completion dialog: no close button, Escape does nothing, live availability.
    const completion = page.getByRole('dialog', { name: 'Complete Your Profile' });
    await expect(completion).toBeVisible();
    await expect(completion.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(completion).toBeVisible();
    const username = completion.getByLabel('Username');
    const status = completion.getByTestId('username-field');
    await username.fill('ta');
    await expect(status).toHaveAttribute('data-status', 'none');
    await username.fill('tapehead'); // a demo collector's name
    await expect(status).toHaveAttribute('data-status', 'taken');
    await expect(completion.getByText('Username is already taken')).toBeVisible();
    await completion.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(completion.getByText('Please choose a valid, available username')).toBeVisible();
    await username.fill('bad name!');
    await expect(status).toHaveAttribute('data-status', 'invalid');
    await completeProfile(page, account, { location: 'Tucson, AZ' });

    // The header: 'Add Title' and the profile menu.
    await page.getByRole('button', { name: 'Add Title' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Title to Catalog' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Hi ${account.username}!` }).click();
    await page.getByRole('menuitem', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(`/users/${account.username}`);
    await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
    await expect(page.getByTestId('profile-location')).toHaveText('Tucson, AZ');
    await expect(page.getByTestId('profile-member-since')).toContainText('Member since');
    await expect(page.getByTestId('profile-seller-rating')).toContainText('No ratings yet');
    await expect(page.getByTestId('profile-collection-count')).toContainText('0');

    // Edit Profile with a new avatar.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(edit.getByLabel('Username')).toHaveValue(account.username);
    await expect(edit.getByLabel('Username')).toHaveAttribute('readonly', '');
    await edit.getByLabel('Avatar image').setInputFiles({
      name: 'not-an-image.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(edit.getByText('Please select an image file')).toBeVisible();
    await edit.getByLabel('Avatar image').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: await makePng(),
    });
    const preview = edit.getByRole('img', { name: 'Avatar preview' });
    await expect(preview).toHaveAttribute('src', /profile-images\//);
    await edit.getByLabel('Bio').fill('Big-box horror from the 80s, sealed if possible.');
    await expect(edit.getByLabel('Seller Terms')).toHaveValue('Contact seller for terms');
    await edit.getByRole('button', { name: 'Update Profile' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Profile updated successfully!' }),
    ).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId('profile-bio')).toHaveText(
      'Big-box horror from the 80s, sealed if possible.',
    );
    const avatar = page.getByRole('img', { name: `${account.username}'s avatar` });
    await expect(avatar).toHaveAttribute('src', /profile-images\//);
    await expect
      .poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // The header shows it too.
    await expect(page.getByTestId('profile-menu-button').locator('img')).toHaveAttribute(
      'src',
      /profile-images\//,
    );

    // The owner sees the two-factor section; a visitor does not, but sees the public profile.
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await signOut(page, account);
    await page.goto(`/users/${account.username}`);
    await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
    await expect(page.getByTestId('profile-bio')).toHaveText(
      'Big-box horror from the 80s, sealed if possible.',
    );
    await expect(page.getByRole('img', { name: `${account.username}'s avatar` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  });

  test('a forgotten password is reset through the e-mailed link', async ({
    page,
    appServer,
    expectConsoleError,
  }) => {
    // The refused old password (401) and the spent link (400).
    expectConsoleError(/Failed to load resource/);
    const account = newAccount('reset');
    await page.goto('/');
    await signUp(page, account);
    await confirmEmail(page, appServer.dataDir, account);

    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(reset.getByLabel('Password')).toHaveCount(0);
    await reset.getByLabel('Email').fill(account.email);
    await reset.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Password reset email sent! Check your inbox.' }),
    ).toBeVisible();
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');

    const link = await linkInMail(appServer.dataDir, account.email, '/auth/reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    const newPassword = `${account.password}-2`;
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Your password has been reset' })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(login).toBeVisible();

    // The old password no longer works; the new one does.
    await login.getByLabel('Email').fill(account.email);
    await login.getByLabel('Password').fill(account.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Login failed. Please check your credentials.' }),
    ).toBeVisible();
    await signIn(page, { ...account, password: newPassword });
    await completeProfile(page, account);

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New Password').fill('another-Pass-123');
    await page.getByLabel('Confirm Password').fill('another-Pass-123');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('This reset link has expired')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request a new link' })).toBeVisible();
  });

  test('two-factor: enrol TOTP, sign in with a code, remove it with a recovery code', async ({
    page,
    appServer,
  }) => {
    const account = await createCollector(page, appServer.dataDir, 'totp');
    await page.goto(`/users/${account.username}`);
    await expect(page.getByTestId('two-factor-status')).toHaveText('OFF');
    await page.getByRole('button', { name: 'Set up two-factor' }).click();
    const enrol = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await enrol.getByLabel('Password').fill(account.password);
    await enrol.getByRole('button', { name: 'Continue' }).click();
    await expect(enrol.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const key = (await enrol.getByTestId('totp-manual-key').innerText()).replace(/\s/g, '');
    const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
    await enrol.getByLabel('Code from the app').fill(totp.generate());
    await enrol.getByRole('button', { name: 'Turn on two-factor' }).click();
    const codes = enrol.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().innerText()).trim();
    await enrol.getByRole('button', { name: 'Done, I saved them' }).click();
    await expect(enrol).toBeHidden();
    await expect(page.getByTestId('two-factor-status')).toHaveText('ON');

    await signOut(page, account);
    // The set-up spent the current code; the app's next one is accepted already.
    await signIn(page, account, { totp: () => totp.generate({ timestamp: Date.now() + 30_000 }) });
    await expect(page.getByRole('button', { name: `Hi ${account.username}!` })).toBeVisible();

    await page.goto(`/users/${account.username}`);
    await page.getByRole('button', { name: 'Remove two-factor' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove two-factor authentication' });
    await remove.getByLabel('Code from your app, or a recovery code').fill(recoveryCode);
    await remove.getByRole('button', { name: 'Remove two-factor' }).click();
    await expect(remove).toBeHidden();
    await expect(page.getByTestId('two-factor-status')).toHaveText('OFF');
  });

  test('a private profile shows others only its name; an unknown one is not found', async ({
    page,
    appServer,
    expectConsoleError,
  }) => {
    expectConsoleError(/Failed to load resource/); // the 404 of the unknown user
    const account = await createCollector(page, appServer.dataDir, 'private');
    await page.goto(`/users/${account.username}`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    await edit.getByLabel('Public profile').uncheck();
    await edit.getByRole('button', { name: 'Update Profile' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Private: only you see this page')).toBeVisible();

    await signOut(page, account);
    await page.goto(`/users/${account.username}`);
    await expect(page.getByTestId('private-profile')).toContainText('This profile is private.');
    await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
    await expect(page.getByTestId('profile-member-since')).toHaveCount(0);

    await page.goto('/users/nobody-by-this-name');
    await expect(page.getByText('User not found')).toBeVisible();
  });

  test("'Complete Profile' pressed while the name is being checked waits for the answer, then completes", async ({
    page,
    appServer,
  }) => {
    const account = newAccount('patient');
    await page.goto('/');
    await signUp(page, account);
    await confirmEmail(page, appServer.dataDir, account);
    // The availability answer is held back until the button has been pressed.
    let releaseCheck!: () => void;
    const held = new Promise<void>((resolve) => (releaseCheck = resolve));
    let checks = 0;
    await page.route('**/api/v1/usernames/*/availability', async (route) => {
      checks += 1;
      await held;
      await route.fallback();
    });
    await signIn(page, account);
    const completion = page.getByRole('dialog', { name: 'Complete Your Profile' });
    await completion.getByLabel('Username').fill(account.username);
    await expect(completion.getByTestId('username-field')).toHaveAttribute('data-status', 'checking');
    const button = completion.getByRole('button', { name: 'Complete Profile' });
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => checks).toBeGreaterThan(0);
    await expect(completion.getByText('Please choose a valid, available username')).toHaveCount(0);
    releaseCheck();
    await expect(page.getByRole('button', { name: `Hi ${account.username}!` })).toBeVisible();
    await expect(completion).toBeHidden();
  });

  test('a profile completed in another tab is reported, with Refresh Page', async ({ page, appServer }) => {
    const account = newAccount('tabs');
    await page.goto('/');
    await signUp(page, account);
    await confirmEmail(page, appServer.dataDir, account);
    await signIn(page, account);
    const otherTab = await page.context().newPage();
    await otherTab.goto('/catalog');
    const otherDialog = otherTab.getByRole('dialog', { name: 'Complete Your Profile' });
    await expect(otherDialog).toBeVisible();

    await completeProfile(page, account);
    // The other tab checks again when it gets the focus back.
    await otherTab.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(otherDialog.getByTestId('profile-completed-elsewhere')).toHaveText(
      'Profile has already been completed in another tab. Please refresh the page.Refresh Page',
    );
    await otherDialog.getByRole('button', { name: 'Refresh Page' }).click();
    await expect(otherTab.getByRole('button', { name: `Hi ${account.username}!` })).toBeVisible();
    await expect(otherTab).toHaveURL('/catalog');
  });

  test('an ended session brings back the login dialog', async ({ page, appServer, expectConsoleError }) => {
    expectConsoleError(/Failed to load resource/); // the 401
    await createCollector(page, appServer.dataDir, 'expired');
    await page.context().clearCookies();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Login • Sign Up' })).toBeVisible();
  });

  test("a local install opened as 'localhost' rather than the 127.0.0.1 it announces signs in", async ({
    page,
    appServer,
  }) => {
    const account = await createCollector(page, appServer.dataDir, 'loopback');
    const other = new URL(appServer.url);
    other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    // Cookies belong to a host name, so here the person is signed out and signs in again.
    await page.goto(other.href);
    await signIn(page, account);
    await expect(page.getByRole('button', { name: `Hi ${account.username}!` })).toBeVisible();
  });

  test('a sign-in refused as coming from another origin says so, not that the password was wrong', async ({
    page,
    appServer,
    expectConsoleError,
  }) => {
    expectConsoleError(/Failed to load resource.*403/);
    const account = await createCollector(page, appServer.dataDir, 'foreign');
    await signOut(page, account);
    // As a page on another origin would send it. Chromium keeps its own Origin on a continued request, so the
    // test sends it from outside the browser and hands the answer back.
    await page.route('**/api/auth/sign-in/email', async (route) => {
      const headers = { ...route.request().headers(), origin: 'https://elsewhere.example' };
      await route.fulfill({ response: await route.fetch({ headers }) });
    });
    const dialog = await openLogin(page);
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByTestId('toast').filter({ hasText: MSG.crossOriginWrite })).toBeVisible();
    await expect(page.getByTestId('toast').filter({ hasText: MSG.loginFailed })).toHaveCount(0);
  });

  test('a session check the server cannot answer (503) is asked again, and the person stays signed in', async ({
    page,
    appServer,
    expectConsoleError,
  }) => {
    expectConsoleError(/Failed to load resource.*503/);
    const account = await createCollector(page, appServer.dataDir, 'outage');
    // The database is away as the page is reloaded, as during a PostgreSQL restart: the server sends the page
    // without the session it could not read, so without a drawn first view (it would draw a loader), and the
    // first two checks the page makes answer 503.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const html = await (await route.fetch()).text();
        return route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: html
            .replace(/<script type="application\/json" id="rewind-data">[\s\S]*?<\/script>/, '')
            .replace(/<div id="root">[\s\S]*<\/div>(\s*<noscript>)/, '<div id="root"></div>$1'),
        });
      },
    );
    let refused = 0;
    await page.route('**/api/auth/get-session', async (route) => {
      if (refused >= 2) return route.continue();
      refused++;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'database_unavailable', message: 'Database unavailable' } }),
      });
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: `Hi ${account.username}!` })).toBeVisible();
    expect(refused).toBe(2);
  });
});

test('the auth dialog, the completion dialog and the profile page pass an accessibility scan', async ({
  page,
  appServer,
}) => {
  // Three full axe scans: on two cores shared with the other workers they can take most of a minute.
  test.slow();
  const scan = async () => {
    // Dialogs fade in: scan the settled page (spinners and other endless animations aside).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          // A dialog that closes cancels its animation, which rejects `finished`: that is settled too.
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`),
    ).toEqual([]);
  };
  const account = newAccount('axe');
  await page.goto('/');
  const login = await openLogin(page);
  await scan();
  await login.getByRole('button', { name: 'Sign up' }).click();
  await page
    .getByRole('dialog', { name: 'Sign Up' })
    .getByRole('button', { name: 'Create Account' })
    .waitFor();
  await scan();
  await page.keyboard.press('Escape');
  await signUp(page, account);
  await confirmEmail(page, appServer.dataDir, account);
  await signIn(page, account);
  await expect(page.getByRole('dialog', { name: 'Complete Your Profile' })).toBeVisible();
  await scan();
  await completeProfile(page, account);
  await page.goto(`/users/${account.username}`);
  await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
  await scan();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
  await scan();
});

test.describe('accounts on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the dialogs and the profile fit a 360 px screen', async ({ page, appServer }) => {
    const account = newAccount('phone');
    await page.goto('/');
    await signUp(page, account);
    await confirmEmail(page, appServer.dataDir, account);
    await signIn(page, account);
    await completeProfile(page, account);
    await page.getByRole('button', { name: `Hi ${account.username}!` }).click();
    await page.getByRole('menuitem', { name: 'View Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});
