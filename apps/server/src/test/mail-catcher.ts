import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { findLinks } from '../platform/mail/mail-message';

export type CaughtMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
};

export type MailCatcher = {
  /** SMTP_URL for the app under test. */
  url: string;
  /** Every mail received so far, oldest first. */
  received: CaughtMail[];
  /** The next mail to `address` (with that subject) not handed out before, waiting for it to arrive. */
  nextMailTo(address: string, options?: { subject?: string; timeoutMs?: number }): Promise<CaughtMail>;
  close(): Promise<void>;
};

/** A real SMTP server on a free loopback port that keeps what it receives, for the app's SmtpMailer. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const handedOut = new Set<CaughtMail>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    async onData(stream, _session, done) {
      try {
        received.push(toCaughtMail(await simpleParser(stream)));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;

  async function nextMailTo(
    address: string,
    { subject, timeoutMs = 20_000 }: { subject?: string; timeoutMs?: number } = {},
  ): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    const isWanted = (candidate: CaughtMail) =>
      !handedOut.has(candidate) &&
      candidate.to.includes(address) &&
      (subject === undefined || candidate.subject === subject);
    for (;;) {
      const mail = received.find(isWanted);
      if (mail) {
        handedOut.add(mail);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`No new mail to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMailTo,
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}

type ParsedMail = Awaited<ReturnType<typeof simpleParser>>;

function toCaughtMail(parsed: ParsedMail): CaughtMail {
  const addresses = (field: ParsedMail['to']) =>
    [field ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address ?? ''));
  const text = parsed.text ?? '';
  return {
    from: parsed.from?.text ?? '',
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    links: findLinks(text),
  };
}
