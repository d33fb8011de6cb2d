import { simpleParser } from 'mailparser';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { authApi, uniqueEmail } from '../../test/auth';
import { useTestServer } from '../../test/server';
import { createMailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

const server = useTestServer();
const scratch = await mkdtemp(path.join(tmpdir(), 'rewind-outbox-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

const EML_NAME = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z_\d{4}_[^/]+\.eml$/;

function recordingLogger() {
  const lines: { data: Record<string, unknown>; msg: string }[] = [];
  const logger = { info: (data: Record<string, unknown>, msg: string) => lines.push({ data, msg }) };
  return { lines, logger: logger as unknown as FastifyBaseLogger };
}

describe('the outbox (no SMTP_URL)', () => {
  it('writes the confirmation mail of a sign-up as an .eml file whose link confirms the address', async () => {
    const email = uniqueEmail('offline');
    const api = authApi(server);
    expect(
      (await api.post('/api/auth/sign-up/email', { email, password: 'Kodak-Betamax-1985' })).statusCode,
    ).toBe(200);

    const folder = path.join(server.dataDir, 'mail');
    const files = await waitForFiles(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(EML_NAME);
    expect(files[0]).toContain(`_${email}.eml`);

    const parsed = await simpleParser(await readFile(path.join(folder, files[0]!)));
    expect(parsed.subject).toBe('Confirm your e-mail address for Rewind');
    expect(parsed.from?.text).toContain('no-reply@rewind.local');
    expect([parsed.to].flat()[0]?.text).toBe(email);
    expect(parsed.html).toContain('<a href=');
    const link = new URL(parsed.text!.match(/https?:\/\/\S+/)![0]);
    const confirmed = await api.get(`${link.pathname}${link.search}`);
    expect(confirmed.headers.location).toBe('/?verified=1');
  });

  it('logs each mail with its links, and names files so they sort in sending order', async () => {
    const { lines, logger } = recordingLogger();
    const folder = path.join(scratch, 'order');
    const outbox = new OutboxMailer(folder, 'Rewind <no-reply@rewind.local>', logger);
    for (const to of ['zed@example.test', 'amy@example.test', 'mo+vhs@example.test']) {
      await outbox.send({
        to,
        subject: `For ${to}`,
        text: `Open https://rewind.example/x?to=${to} now`,
        html: '<p>x</p>',
      });
    }
    const files = (await readdir(folder)).sort();
    expect(files.map((file) => file.split('_').slice(2).join('_'))).toEqual([
      'zed@example.test.eml',
      'amy@example.test.eml',
      'mo+vhs@example.test.eml',
    ]);
    expect(lines[0]!.msg).toContain('Open: https://rewind.example/x?to=zed@example.test');
    expect(lines[0]!.data).toMatchObject({
      to: 'zed@example.test',
      links: ['https://rewind.example/x?to=zed@example.test'],
      file: path.join(folder, files[0]!),
    });
  });

  it('also announces each mail as plain lines, a link alone on each, when given somewhere to say them', async () => {
    const { logger } = recordingLogger();
    const said: string[] = [];
    const outbox = new OutboxMailer(
      path.join(scratch, 'announced'),
      'Rewind <no-reply@rewind.local>',
      logger,
      (line) => said.push(line),
    );
    await outbox.send({
      to: 'amy@example.test',
      subject: 'Confirm your e-mail address for Rewind',
      text: 'Open https://rewind.example/confirm?token=abc or https://rewind.example/help today',
      html: '<p>x</p>',
    });
    expect(said).toEqual([
      'E-mail to amy@example.test: Confirm your e-mail address for Rewind\n' +
        '  https://rewind.example/confirm?token=abc\n' +
        '  https://rewind.example/help',
    ]);
  });

  it('keeps unsafe characters of an address out of the file name', async () => {
    const { logger } = recordingLogger();
    const folder = path.join(scratch, 'unsafe');
    await new OutboxMailer(folder, 'Rewind <no-reply@rewind.local>', logger).send({
      to: '"../../evil"@example.test',
      subject: 'Hi',
      text: 'Hi',
      html: '<p>Hi</p>',
    });
    const [file] = await readdir(folder);
    expect(file).toMatch(/_\.\._\.\._evil_@example\.test\.eml$/);
  });
});

describe('createMailer', () => {
  const { logger } = recordingLogger();
  it('uses SMTP when SMTP_URL is set and the outbox in DATA_DIR/mail otherwise', () => {
    const smtp = createMailer(loadConfig({ DATA_DIR: scratch, SMTP_URL: 'smtp://127.0.0.1:2525' }), logger);
    expect(smtp).toBeInstanceOf(SmtpMailer);
    const outbox = createMailer(loadConfig({ DATA_DIR: scratch }), logger);
    expect(outbox).toBeInstanceOf(OutboxMailer);
    expect((outbox as OutboxMailer).folder).toBe(path.join(scratch, 'mail'));
  });
});

async function waitForFiles(folder: string): Promise<string[]> {
  const deadline = Date.now() + 20_000; // generous: the machine may be busy
  for (;;) {
    const files = await readdir(folder).catch(() => []);
    if (files.length > 0 || Date.now() > deadline) return files.sort();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
