import markdownIt, { type MarkdownIt, type StateCore, type Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_OPTIONS } from './sanitize.ts';

/** Where a member's public profile is: a mention links there. */
export const profilePath = (username: string) => `/users/${encodeURIComponent(username)}`;

/** Rel of every link in a post: no ranking passed on, marked as user content, no window handed over. */
export const FORUM_LINK_REL = 'nofollow ugc noopener';

/**
 * The rich-text allow-list (docs/product.md, Forum) plus `blockquote`, which a quote needs (decision 022). Every
 * link gets `rel` from us, whatever the author wrote; anything not listed, data-* and on* included, is dropped.
 */
const FORUM_HTML: sanitizeHtml.IOptions = {
  ...RICH_TEXT_OPTIONS,
  allowedTags: [...(RICH_TEXT_OPTIONS.allowedTags || []), 'blockquote'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: FORUM_LINK_REL }) },
};

// @name as typed: a username's characters (3-30, letters, digits, underscores), not inside a word or address.
const MENTION = /(^|[^\w@./])@([a-z0-9_]{3,30})\b/gi;

/** The usernames a text mentions, lowercased, each once, in order. */
export function mentionedNames(source: string): string[] {
  return [...new Set([...source.matchAll(MENTION)].map((match) => match[2]!.toLowerCase()))];
}

/**
 * Markdown as the forum takes it: paragraphs, line breaks, emphasis, links (typed or bare), lists and quotes.
 * Raw HTML is text; headings, code, tables, rules and images are not offered (the allow-list has no tags for
 * them), so what they would have marked up stays as typed.
 */
function createMarkdown(): MarkdownIt {
  const markdown = markdownIt('default', { html: false, linkify: true, breaks: true });
  markdown.disable([
    'heading',
    'lheading',
    'code',
    'fence',
    'hr',
    'table',
    'image',
    'html_block',
    'html_inline',
  ]);
  markdown.core.ruler.push('mentions', linkMentions);
  return markdown;
}

type MentionEnv = { mentionable?: ReadonlySet<string> };

/** Turns @name into a link to the member's profile, for the names in `env.mentionable` (members who exist). */
function linkMentions(state: StateCore): void {
  const { mentionable } = state.env as MentionEnv;
  if (!mentionable || mentionable.size === 0) return;
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    let insideLink = 0;
    block.children = block.children.flatMap((token) => {
      if (token.type === 'link_open') insideLink += 1;
      if (token.type === 'link_close') insideLink -= 1;
      return token.type === 'text' && insideLink === 0 ? splitMentions(state, token, mentionable) : [token];
    });
  }
}

function splitMentions(state: StateCore, token: Token, mentionable: ReadonlySet<string>): Token[] {
  const parts: Token[] = [];
  let last = 0;
  const text = (content: string) => {
    const part = new state.Token('text', '', 0);
    part.content = content;
    return part;
  };
  for (const match of token.content.matchAll(MENTION)) {
    const name = match[2]!;
    if (!mentionable.has(name.toLowerCase())) continue;
    const at = match.index + match[1]!.length;
    if (at > last) parts.push(text(token.content.slice(last, at)));
    const open = new state.Token('link_open', 'a', 1);
    open.attrs = [['href', profilePath(name.toLowerCase())]];
    parts.push(open, text(`@${name}`), new state.Token('link_close', 'a', -1));
    last = at + name.length + 1;
  }
  if (parts.length === 0) return [token];
  if (last < token.content.length) parts.push(text(token.content.slice(last)));
  return parts;
}

let markdown: MarkdownIt | undefined;

/**
 * A post's HTML from what its author wrote: Markdown rendered, then cleaned to the forum's allow-list. The
 * server stores this; the composer's preview shows the same. `mentionable` are the lowercased names of
 * members who exist: only those become links.
 */
export function renderForumText(source: string, mentionable: ReadonlySet<string> = new Set()): string {
  markdown ??= createMarkdown();
  const env: MentionEnv = { mentionable };
  return sanitizeHtml(markdown.render(source, env), FORUM_HTML).trim();
}

/**
 * The blog's allow-list: the forum's tags (the original list and `blockquote`), with links as the admin wrote them
 * (no `rel` of user content).
 */
const BLOG_HTML: sanitizeHtml.IOptions = { ...RICH_TEXT_OPTIONS, allowedTags: FORUM_HTML.allowedTags };

/** A blog post's HTML from its Markdown: the forum's Markdown, without mentions, cleaned to the allow-list. */
export function renderBlogText(source: string): string {
  markdown ??= createMarkdown();
  return sanitizeHtml(markdown.render(source, {}), BLOG_HTML).trim();
}

/** Links to other sites in a post's HTML (mentions are not counted): new members may post only a few. */
export function countOutsideLinks(html: string): number {
  return [...html.matchAll(/<a href="([^"]*)"/g)].filter(([, href]) => !href!.startsWith('/')).length;
}
