// Signing in, signing up and two-factor authentication.

// Auth dialog and its validation (sections 2, 5 and 8)
export const accountCreatedTitle = 'Account Created Successfully';
export const gotIt = 'Got it';
export const emailRequired = 'Email is required';
export const emailInvalid = 'Please enter a valid email address';
export const passwordRequired = 'Password is required';
export const passwordTooShort = 'Password must be at least 6 characters';
export const passwordsDontMatch = "Passwords don't match";
export const passwordsDoNotMatch = 'Passwords do not match';
export const loginFailed = 'Login failed. Please check your credentials.';
export const accountCreationFailed = 'Account creation failed. Please try again.';
export const passwordResetFailed = 'Failed to send password reset email. Please try again.';
export const passwordResetSent = 'Password reset email sent! Check your inbox.';
export const accountCreated =
  "Account created! Please check your email to confirm, then create profile information on first login. Don't forget to look in your spam!";

// Rewind's own texts, for rules the original description states without giving a text
export const passwordTooLong = 'Password must be at most 100 characters';
export const tooManyAttempts = 'Too many attempts. Please wait a minute and try again.';
export const passwordTooCommon = 'This password is too common. Please choose a less guessable one.';
export const twoFactorNotEnabled = 'Two-factor authentication is not turned on for your account.';
export const twoFactorCodeInvalid =
  'That code is not valid. Enter the current code from your authenticator app or an unused recovery code.';
