import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import type { Config } from '../../config';
import type { Announce, Mailer } from './mail-message';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, otherwise the outbox folder DATA_DIR/mail. */
export function createMailer(config: Config, logger: FastifyBaseLogger, announce?: Announce): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  return new OutboxMailer(path.join(config.dataDir, 'mail'), config.mailFrom, logger, announce);
}
