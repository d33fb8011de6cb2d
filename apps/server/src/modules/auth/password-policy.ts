import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts' list of the most used passwords from public breaches (about 49,000 entries).
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
