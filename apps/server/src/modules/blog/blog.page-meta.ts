import type { DescribePageAt } from '../../platform/web-app';
import type { BlogService } from './blog.service';

/** Link-preview details (Open Graph) for a published post's page; drafts are described to no one. */
export function blogPageMeta(blog: BlogService): Record<'blogPost', DescribePageAt> {
  return {
    blogPost: async ({ slug }) => {
      if (slug === 'rss.xml') return null;
      const post = await blog.get(null, slug!);
      return {
        title: `${post.title} · Rewind`,
        description: post.excerpt ?? post.title,
        image: post.coverImageUrl,
        type: 'article',
      };
    },
  };
}
