import { cn } from '@/lib/cn';

// The allow-list's tags (sanitize.ts and forum-text.ts in shared), styled: paragraphs, lists, quotes and links.
const PROSE =
  'text-sm leading-relaxed break-words text-paper [&_a]:text-cyan [&_a]:underline [&_a:hover]:text-paper [&_blockquote]:my-2 [&_blockquote]:border-l-2 [&_blockquote]:border-magenta/60 [&_blockquote]:pl-3 [&_blockquote]:text-tape-300 [&_li]:my-0.5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5';

/**
 * A forum post's or blog post's HTML as the server stored it: rendered from Markdown and cleaned to the
 * allow-list on every write (never anything the browser sent), so it is set as it is.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
