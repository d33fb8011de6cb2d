import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  isAllowedAvatarUrl,
  isAutoUsername,
  makeAutoUsername,
  ZEmail,
  ZNewPasswordForm,
  ZPasswordResetRequestForm,
  ZProfileCompletion,
  ZProfileUpdate,
  ZSignInForm,
  ZSignUpForm,
  ZUsername,
} from './auth.ts';
import { MSG } from './messages.ts';

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function fieldMessages(schema: z.ZodType, input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe('ZEmail', () => {
  it('requires an address, and says only that when it is empty', () => {
    expect(messagesOf(ZEmail, '')).toEqual([MSG.emailRequired]);
    expect(messagesOf(ZEmail, '   ')).toEqual([MSG.emailRequired]);
    expect(messagesOf(ZEmail, undefined)).toEqual([MSG.emailRequired]);
  });

  it('rejects text that does not look like an address', () => {
    expect(messagesOf(ZEmail, 'kim')).toEqual([MSG.emailInvalid]);
    expect(messagesOf(ZEmail, 'kim@')).toEqual([MSG.emailInvalid]);
    expect(messagesOf(ZEmail, 'kim@example')).toEqual([MSG.emailInvalid]);
  });

  it('rejects an address longer than 254 characters', () => {
    expect(messagesOf(ZEmail, `${'a'.repeat(250)}@b.co`)).toContain(MSG.emailInvalid);
  });

  it('accepts an address and trims it', () => {
    expect(ZEmail.parse('  kim@example.com ')).toBe('kim@example.com');
  });
});

describe('ZSignInForm', () => {
  it('requires e-mail and password', () => {
    expect(fieldMessages(ZSignInForm, { email: '', password: '' }, 'email')).toEqual([MSG.emailRequired]);
    expect(fieldMessages(ZSignInForm, { email: '', password: '' }, 'password')).toEqual([
      MSG.passwordRequired,
    ]);
    expect(fieldMessages(ZSignInForm, {}, 'password')).toEqual([MSG.passwordRequired]);
  });

  it('needs at least 6 password characters and at most 100', () => {
    const email = 'kim@example.com';
    expect(fieldMessages(ZSignInForm, { email, password: '12345' }, 'password')).toEqual([
      MSG.passwordTooShort,
    ]);
    expect(ZSignInForm.safeParse({ email, password: '123456' }).success).toBe(true);
    expect(ZSignInForm.safeParse({ email, password: 'x'.repeat(100) }).success).toBe(true);
    expect(fieldMessages(ZSignInForm, { email, password: 'x'.repeat(101) }, 'password')).toEqual([
      MSG.passwordTooLong,
    ]);
  });

  it('keeps the password exactly as typed', () => {
    const password = '  <b>pa&ss</b>  ';
    expect(ZSignInForm.parse({ email: 'kim@example.com', password }).password).toBe(password);
  });
});

describe('ZSignUpForm', () => {
  const valid = { email: 'kim@example.com', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts matching passwords', () => {
    expect(ZSignUpForm.parse(valid)).toEqual(valid);
  });

  it('reports "Passwords don\'t match" on confirmPassword', () => {
    const result = ZSignUpForm.safeParse({ ...valid, confirmPassword: 'secret2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: "Passwords don't match" }),
    ]);
  });

  it('applies the password rules too', () => {
    const short = { ...valid, password: 'abc', confirmPassword: 'abc' };
    expect(fieldMessages(ZSignUpForm, short, 'password')).toEqual([MSG.passwordTooShort]);
  });
});

describe('ZPasswordResetRequestForm and ZNewPasswordForm', () => {
  it('asks only for an e-mail to send the reset to', () => {
    expect(ZPasswordResetRequestForm.parse({ email: 'kim@example.com' })).toEqual({
      email: 'kim@example.com',
    });
    expect(messagesOf(ZPasswordResetRequestForm, { email: '' })).toEqual([MSG.emailRequired]);
  });

  it('needs a valid new password typed twice', () => {
    expect(ZNewPasswordForm.safeParse({ password: 'secret1', confirmPassword: 'secret1' }).success).toBe(
      true,
    );
    expect(fieldMessages(ZNewPasswordForm, { password: '', confirmPassword: '' }, 'password')).toEqual([
      MSG.passwordRequired,
    ]);
    expect(
      fieldMessages(ZNewPasswordForm, { password: 'secret1', confirmPassword: 'secret' }, 'confirmPassword'),
    ).toEqual([MSG.passwordsDontMatch]);
  });
});

describe('ZUsername', () => {
  it('is required, and says only that when empty', () => {
    expect(messagesOf(ZUsername, '')).toEqual([MSG.usernameRequired]);
    expect(messagesOf(ZUsername, undefined)).toEqual([MSG.usernameRequired]);
  });

  it('takes 3 to 30 characters', () => {
    expect(messagesOf(ZUsername, 'ab')).toEqual([MSG.usernameTooShort]);
    expect(ZUsername.parse('abc')).toBe('abc');
    expect(ZUsername.parse('a'.repeat(30))).toBe('a'.repeat(30));
    expect(messagesOf(ZUsername, 'a'.repeat(31))).toEqual([MSG.usernameTooLong]);
  });

  it('allows letters, numbers, hyphens and underscores only', () => {
    expect(ZUsername.parse('vhs_fan-84')).toBe('vhs_fan-84');
    for (const name of ['vhs fan', 'vhs.fan', 'vhs@fan', 'björn', 'vhs<b>']) {
      expect(messagesOf(ZUsername, name)).toEqual([MSG.usernameInvalidChars]);
    }
  });

  it('is saved lowercase', () => {
    expect(ZUsername.parse('VHS_Fan')).toBe('vhs_fan');
  });
});

describe('ZProfileUpdate', () => {
  const profile = { username: 'kim', bio: 'Tapes', location: 'Leeds', sellerTerms: 'Cash', isPublic: false };

  it('accepts a profile and fills the defaults', () => {
    expect(ZProfileUpdate.parse({ username: 'Kim' })).toEqual({
      username: 'kim',
      bio: '',
      location: '',
      sellerTerms: '',
      isPublic: true,
      showCollectionCount: true,
      avatarUrl: null,
    });
    expect(ZProfileUpdate.parse({ ...profile, avatarUrl: '/uploads/a.jpg' })).toMatchObject({
      isPublic: false,
      avatarUrl: '/uploads/a.jpg',
    });
  });

  it('caps bio at 500, location at 100 and seller terms at 1000 characters', () => {
    expect(ZProfileUpdate.safeParse({ ...profile, bio: 'x'.repeat(500) }).success).toBe(true);
    expect(fieldMessages(ZProfileUpdate, { ...profile, bio: 'x'.repeat(501) }, 'bio')).toEqual([
      MSG.bioTooLong,
    ]);
    expect(ZProfileUpdate.safeParse({ ...profile, location: 'x'.repeat(100) }).success).toBe(true);
    expect(fieldMessages(ZProfileUpdate, { ...profile, location: 'x'.repeat(101) }, 'location')).toEqual([
      MSG.locationTooLong,
    ]);
    expect(ZProfileUpdate.safeParse({ ...profile, sellerTerms: 'x'.repeat(1000) }).success).toBe(true);
    expect(
      fieldMessages(ZProfileUpdate, { ...profile, sellerTerms: 'x'.repeat(1001) }, 'sellerTerms'),
    ).toEqual([MSG.sellerTermsTooLong]);
  });

  it('accepts only http(s) or same-site avatar URLs', () => {
    expect(
      fieldMessages(ZProfileUpdate, { ...profile, avatarUrl: 'javascript:alert(1)' }, 'avatarUrl'),
    ).toEqual([MSG.avatarUrlInvalid]);
    expect(ZProfileUpdate.parse({ ...profile, avatarUrl: 'https://cdn.test/a.jpg' }).avatarUrl).toBe(
      'https://cdn.test/a.jpg',
    );
  });
});

describe('ZProfileCompletion', () => {
  it('asks for username, bio, location and avatar only', () => {
    expect(ZProfileCompletion.parse({ username: 'Kim', bio: 'b', sellerTerms: 'ignored' })).toEqual({
      username: 'kim',
      bio: 'b',
      location: '',
      avatarUrl: null,
    });
  });

  it('refuses a name that still starts with user_', () => {
    expect(fieldMessages(ZProfileCompletion, { username: 'USER_123' }, 'username')).toEqual([
      MSG.usernameAutoPrefix,
    ]);
  });
});

describe('isAllowedAvatarUrl', () => {
  it('allows http and https URLs and root-relative paths', () => {
    expect(isAllowedAvatarUrl('https://cdn.test/a.jpg')).toBe(true);
    expect(isAllowedAvatarUrl('http://cdn.test/a.jpg')).toBe(true);
    expect(isAllowedAvatarUrl('/uploads/profile-images/a.jpg')).toBe(true);
  });

  it('refuses other schemes, protocol-relative URLs and bare text', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '//evil.test/a.jpg',
      '/\\evil.test',
      'a.jpg',
    ]) {
      expect(isAllowedAvatarUrl(url)).toBe(false);
    }
  });
});

describe('auto-generated usernames', () => {
  it("are 'user_' + timestamp + 5 random characters and pass the username rules", () => {
    const name = makeAutoUsername(1_750_000_000_000, () => 0.5);
    expect(name).toBe('user_1750000000000iiiii');
    expect(ZUsername.parse(name)).toBe(name);
  });

  it('differ from call to call', () => {
    expect(makeAutoUsername()).toMatch(/^user_\d{13}[0-9a-z]{5}$/);
    expect(makeAutoUsername(1)).not.toBe(makeAutoUsername(1));
  });

  it('are recognised by their prefix', () => {
    expect(isAutoUsername('user_1750000000000abcde')).toBe(true);
    expect(isAutoUsername('kim')).toBe(false);
    expect(isAutoUsername('superuser_kim')).toBe(false);
  });
});
