// Texts of the accounts API contract (.tmp/accounts-contract.md) that the server sends as they are.
export const AUTH_MSG = {
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  passwordTooCommon: 'This password is too common. Please choose a less guessable one.',
  adminNeedsTwoFactor: 'Admin actions need two-factor authentication. Enable it on your profile page first.',
  twoFactorNotEnabled: 'Two-factor authentication is not turned on for your account.',
  twoFactorCodeInvalid:
    'That code is not valid. Enter the current code from your authenticator app or an unused recovery code.',
} as const;
