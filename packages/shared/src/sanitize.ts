import sanitizeHtml from 'sanitize-html';
import { LIMITS } from './limits.ts';

// The rich-text allow-list (docs/product.md, Forum, without `blockquote`). Any attribute not listed, data-*
// included, is dropped.
export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'i', 'em', 'strong', 'a', 'p', 'br', 'ul', 'ol', 'li'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
};

const PLAIN_TEXT_OPTIONS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

// The characters that turn text's direction around (embeddings, overrides, isolates): in a name or a note they
// only serve to make text read otherwise than it is ('gpj.exe' shown as 'exe.jpg'). The marks LRM and RLM, which
// right-to-left text needs, stay.
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const withoutDirectionControls = (text: string) => text.replace(DIRECTION_CONTROLS, '');

// sanitize-html re-escapes text as HTML; plain text is shown as text, so these are turned back.
// &amp; goes last so '&amp;lt;' (a typed '&lt;') stays '&lt;'.
const HTML_ESCAPES: ReadonlyArray<[RegExp, string]> = [
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
  [/&quot;/g, '"'],
  [/&#39;/g, "'"],
  [/&amp;/g, '&'],
];

export function sanitizeRich(input: unknown, overrides: sanitizeHtml.IOptions = {}): string {
  if (typeof input !== 'string' || input === '') return '';
  return sanitizeHtml(withoutDirectionControls(input), { ...RICH_TEXT_OPTIONS, ...overrides });
}

export function sanitizePlain(input: unknown): string {
  if (typeof input !== 'string' || input === '') return '';
  const escaped = sanitizeHtml(withoutDirectionControls(input), PLAIN_TEXT_OPTIONS);
  return HTML_ESCAPES.reduce((text, [pattern, character]) => text.replace(pattern, character), escaped);
}

export function sanitizeShort(input: unknown): string {
  if (typeof input !== 'string') return '';
  const cleaned = withoutDirectionControls(input)
    .replace(/[<>"'&]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(cleaned, LIMITS.shortText).trimEnd();
}

export function normalizeText(input: unknown): string {
  if (typeof input !== 'string') return '';
  return sanitizePlain(input.toLowerCase().trim());
}

export interface TCleanedFields<K extends string> {
  plain?: readonly K[];
  rich?: readonly K[];
}

// Cleans the named fields that hold a truthy value; other fields are copied as they are.
export function sanitizeObject<T extends object>(input: T, fields: TCleanedFields<keyof T & string>): T;
export function sanitizeObject(input: unknown, fields: TCleanedFields<string>): Record<string, unknown>;
export function sanitizeObject(input: unknown, fields: TCleanedFields<string>): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const result: Record<string, unknown> = { ...input };
  for (const key of fields.plain ?? []) {
    if (result[key]) result[key] = sanitizePlain(result[key]);
  }
  for (const key of fields.rich ?? []) {
    if (result[key]) result[key] = sanitizeRich(result[key]);
  }
  return result;
}

// Cuts at a UTF-16 length without leaving half of a surrogate pair behind.
function truncate(text: string, maxLength: number): string {
  const cut = text.slice(0, maxLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The start of a text, at most `max` characters with its ellipsis, cut between characters (an emoji is two UTF-16 units). */
export function shorten(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max
    ? `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
}
