// zxcvbn-ts' list of the most used passwords from public breaches (about 49,000 entries). Loaded when a
// password is first set, not at start: an idle server need not hold it (decision 006).
let commonPasswords: Promise<Set<string>> | undefined;

async function loadCommonPasswords(): Promise<Set<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
}

export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= loadCommonPasswords();
  return (await commonPasswords).has(password.toLowerCase());
}
