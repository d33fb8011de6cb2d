import type { MailMessage } from './mail-message';

export type Mail = Omit<MailMessage, 'to'>;

/** A paragraph of text, or a link with the label it has in the HTML version. */
export type Paragraph = string | { link: string; label: string };

/** A mail in plain text and in HTML from the same paragraphs, signed by Rewind. */
export function compose({ subject, paragraphs }: { subject: string; paragraphs: Paragraph[] }): Mail {
  const text = paragraphs.map((part) => (typeof part === 'string' ? part : part.link)).join('\n\n');
  const body = paragraphs
    .map((part) =>
      typeof part === 'string'
        ? `<p>${escapeHtml(part)}</p>`
        : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a><br><small>${escapeHtml(part.link)}</small></p>`,
    )
    .join('\n');
  const html = `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${body}\n<p>— Rewind</p>\n</body></html>`;
  return { subject, text: `${text}\n\n— Rewind\n`, html };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
