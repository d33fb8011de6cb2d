import type { FastifyBaseLogger } from 'fastify';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Announce, findLinks, type MailMessage, type Mailer } from './mail-message';

/**
 * The embedded default: every mail becomes a real .eml file (RFC 822, opens in any mail program) in the
 * outbox folder, and its links go to the log so a developer can click them; with `announce` (`npm start`),
 * also as plain lines, each link on a line of its own, where a terminal makes them clickable.
 */
export class OutboxMailer implements Mailer {
  private readonly composer: Transporter;
  private sequence = 0;

  constructor(
    readonly folder: string,
    private readonly from: string,
    private readonly logger: FastifyBaseLogger,
    private readonly announce?: Announce,
  ) {
    this.composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const composed = await this.composer.sendMail({ from: this.from, ...message });
    const file = path.join(this.folder, this.nextFileName(message.to));
    await mkdir(this.folder, { recursive: true });
    await writeFile(file, composed.message as Buffer);
    const links = findLinks(message.text);
    this.logger.info(
      { to: message.to, subject: message.subject, file, links },
      `E-mail to ${message.to} ("${message.subject}") saved in the outbox. ${links.map((link) => `Open: ${link}`).join(' ')}`,
    );
    this.announce?.(
      [`E-mail to ${message.to}: ${message.subject}`, ...links.map((link) => `  ${link}`)].join('\n'),
    );
  }

  // <UTC time>_<sequence>_<recipient>.eml: names sort in the order the mails were sent.
  private nextFileName(to: string): string {
    const time = new Date().toISOString().replaceAll(':', '-').replace('.', '-');
    this.sequence = (this.sequence + 1) % 10_000;
    const recipient = to.replace(/[^a-zA-Z0-9@._+-]/g, '_');
    return `${time}_${String(this.sequence).padStart(4, '0')}_${recipient}.eml`;
  }
}
