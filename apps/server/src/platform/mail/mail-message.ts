export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends e-mail. One driver is chosen at start-up from the config (mailer.ts); nothing else knows which. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Prints a plain line for a person at the terminal, outside the JSON log. */
export type Announce = (message: string) => void;

const LINK_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** The web addresses in a plain-text mail, in order, without repeats. */
export function findLinks(text: string): string[] {
  return [...new Set(text.match(LINK_PATTERN) ?? [])];
}
