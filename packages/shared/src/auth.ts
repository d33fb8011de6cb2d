import { z } from 'zod';
import { LIMITS } from './limits.ts';
import * as MSG from './texts.ts';
import { AUTO_USERNAME_PREFIX } from './options.ts';

const USERNAME_PATTERN = /^[a-zA-Z0-9_-]+$/;

// Each "required" check aborts so an empty field reports only that it is required.
export const ZEmail = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, { error: MSG.emailRequired, abort: true })
  .max(LIMITS.emailMax, MSG.emailInvalid)
  .check(z.email(MSG.emailInvalid));

// Passwords are never trimmed or cleaned: that would change the secret the user typed.
export const ZPassword = z
  .string({ error: MSG.passwordRequired })
  .min(1, { error: MSG.passwordRequired, abort: true })
  .min(LIMITS.passwordMin, MSG.passwordTooShort)
  .max(LIMITS.passwordMax, MSG.passwordTooLong);

const ZConfirmPassword = z.string({ error: MSG.passwordsDontMatch });

function passwordsMatch(form: { password: string; confirmPassword: string }): boolean {
  return form.password === form.confirmPassword;
}

const confirmPasswordRule = { error: MSG.passwordsDontMatch, path: ['confirmPassword'] };

export const ZSignInForm = z.object({ email: ZEmail, password: ZPassword });
export type TSignInForm = z.infer<typeof ZSignInForm>;

export const ZSignUpForm = z
  .object({ email: ZEmail, password: ZPassword, confirmPassword: ZConfirmPassword })
  .refine(passwordsMatch, confirmPasswordRule);
export type TSignUpForm = z.infer<typeof ZSignUpForm>;

/** GET /api/v1/confirmed-email: the address a confirmation link just confirmed in this browser, once. */
export const ZConfirmedEmail = z.object({ email: z.string().nullable() });
export type TConfirmedEmail = z.infer<typeof ZConfirmedEmail>;

export const ZPasswordResetRequestForm = z.object({ email: ZEmail });
export type TPasswordResetRequestForm = z.infer<typeof ZPasswordResetRequestForm>;

export const ZNewPasswordForm = z
  .object({ password: ZPassword, confirmPassword: ZConfirmPassword })
  .refine(passwordsMatch, confirmPasswordRule);
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;

export const ZUsername = z
  .string({ error: MSG.usernameRequired })
  .trim()
  .min(1, { error: MSG.usernameRequired, abort: true })
  .min(LIMITS.usernameMin, MSG.usernameTooShort)
  .max(LIMITS.usernameMax, MSG.usernameTooLong)
  .regex(USERNAME_PATTERN, MSG.usernameInvalidChars)
  .transform((username) => username.toLowerCase());
export type TUsername = z.infer<typeof ZUsername>;

// Avatars are served either from an object store (absolute URL) or by the app itself (a path).
export function isAllowedAvatarUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  return URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol);
}

export const ZAvatarUrl = z
  .string()
  .trim()
  .max(LIMITS.urlMax, MSG.avatarUrlInvalid)
  .refine(isAllowedAvatarUrl, MSG.avatarUrlInvalid)
  .nullable();

export const ZProfileUpdate = z.object({
  username: ZUsername,
  bio: z.string().trim().max(LIMITS.bio, MSG.bioTooLong).default(''),
  location: z.string().trim().max(LIMITS.location, MSG.locationTooLong).default(''),
  sellerTerms: z.string().trim().max(LIMITS.sellerTerms, MSG.sellerTermsTooLong).default(''),
  isPublic: z.boolean().default(true),
  showCollectionCount: z.boolean().default(true),
  avatarUrl: ZAvatarUrl.default(null),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

// The mandatory completion dialog asks only for these. A new name that still
// starts with 'user_' would keep the dialog coming back, so it is refused.
export const ZProfileCompletion = ZProfileUpdate.pick({
  username: true,
  bio: true,
  location: true,
  avatarUrl: true,
}).refine((profile) => !isAutoUsername(profile.username), {
  error: MSG.usernameAutoPrefix,
  path: ['username'],
});
export type TProfileCompletion = z.infer<typeof ZProfileCompletion>;

export function isAutoUsername(username: string): boolean {
  return username.startsWith(AUTO_USERNAME_PREFIX);
}

// 'user_' + timestamp + a random 5-character suffix; 23 characters, within the 30 limit.
export function makeAutoUsername(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = Array.from({ length: 5 }, () => Math.floor(random() * 36).toString(36)).join('');
  return `${AUTO_USERNAME_PREFIX}${now}${suffix}`;
}
