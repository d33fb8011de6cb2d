import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import type { Config } from '../../config';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends e-mail. One driver is chosen at start-up from the config; nothing else knows which. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Prints a plain line for a person at the terminal, outside the JSON log. */
export type Announce = (message: string) => void;

/** SMTP when SMTP_URL is set, otherwise the outbox folder DATA_DIR/mail. */
export function createMailer(config: Config, logger: FastifyBaseLogger, announce?: Announce): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  return new OutboxMailer(path.join(config.dataDir, 'mail'), config.mailFrom, logger, announce);
}

const LINK_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** The web addresses in a plain-text mail, in order, without repeats. */
export function findLinks(text: string): string[] {
  return [...new Set(text.match(LINK_PATTERN) ?? [])];
}
