import type { TBlogPost } from '@rewind/shared/blog';
import * as MSG from '@rewind/shared/texts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/**
 * The blog as RSS 2.0 (decision 026): each post's link absolute on the configured public address, its excerpt
 * as the description and its HTML as `content:encoded`, as feed readers expect.
 */
export function blogFeed(posts: TBlogPost[], publicUrl: string): string {
  const items = posts.map((post) => {
    const link = escapeXml(publicUrl + blogPostPath(post.slug));
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${new Date(post.publishedAt!).toUTCString()}</pubDate>`,
      ...(post.author ? [`      <dc:creator>${escapeXml(post.author)}</dc:creator>`] : []),
      ...(post.excerpt ? [`      <description>${escapeXml(post.excerpt)}</description>`] : []),
      `      <content:encoded>${escapeXml(post.html)}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>Rewind ${escapeXml(MSG.blogTitle)}</title>`,
    `    <link>${escapeXml(`${publicUrl}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${publicUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(MSG.blogIntro)}</description>`,
    '    <language>en</language>',
    ...(newest ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
