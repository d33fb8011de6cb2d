import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mail-message';

export type MailQueue = ReturnType<typeof createMailQueue>;

/**
 * Sends without making the request wait (a known address must not answer more slowly than an unknown one);
 * failures are logged. `drain()` waits for the mails still on their way, for a clean shutdown.
 */
export function createMailQueue(mailer: Mailer, logger: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    enqueue(message: MailMessage): void {
      const sending = mailer
        .send(message)
        .catch((err: unknown) =>
          logger.error({ err, to: message.to, subject: message.subject }, 'Could not send an e-mail'),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async drain(): Promise<void> {
      await Promise.all(pending);
    },
  };
}
