import { compose, type Mail } from '../../platform/mail/compose';

/** The confirmation sent after sign-up (and again on request or on an unverified sign-in). */
export function verificationMail(link: string): Mail {
  return compose({
    subject: 'Confirm your e-mail address for Rewind',
    paragraphs: [
      'Welcome to Rewind!',
      'Please confirm your e-mail address by opening this link:',
      { link, label: 'Confirm my e-mail address' },
      'The link works once and expires in 24 hours. After confirming, sign in and create your profile.',
      "If you didn't sign up for Rewind, you can ignore this e-mail.",
    ],
  });
}

export function passwordResetMail(link: string): Mail {
  return compose({
    subject: 'Reset your Rewind password',
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your Rewind account.',
      'Choose a new password here:',
      { link, label: 'Choose a new password' },
      'The link works once and expires in 1 hour. All devices signed in to your account will be signed out.',
      "If you didn't ask for this, ignore this e-mail: your password stays as it is.",
    ],
  });
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function existingAccountMail(signInLink: string): Mail {
  return compose({
    subject: 'You already have a Rewind account',
    paragraphs: [
      'Someone tried to create a Rewind account with this e-mail address, but it already has one.',
      'If that was you, sign in instead. Forgot your password? Use "Forgot password" in the sign-in dialog.',
      { link: signInLink, label: 'Go to Rewind' },
      "If it wasn't you, nothing has changed and you can ignore this e-mail.",
    ],
  });
}
