import type { TBlogPage } from '@rewind/shared/blog';
import * as MSG from '@rewind/shared/texts';
import { Newspaper, Rss } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Link, useSearchParams } from '@/lib/router';
import { pageHrefIn, readPage } from '@/lib/search-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBlogPosts } from '@/features/blog/api/blog';
import { BlogCover } from '@/features/blog/components/blog-cover';
import { BlogDate } from '@/features/blog/components/blog-date';

const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

export function BlogPage() {
  useDocumentTitle(MSG.blogTitle);
  const [params] = useSearchParams();
  const page = readPage(params);
  const query = useBlogPosts(page);
  const hrefFor = pageHrefIn(params);
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Rewind"
        title={MSG.blogTitle}
        description={MSG.blogIntro}
        actions={
          // A feed, not a page of the app: the browser fetches it.
          <a href="/blog/rss.xml" className={buttonClasses({ variant: 'outline' })}>
            <Rss aria-hidden className="size-4" />
            RSS
          </a>
        }
      />
      <ListStates<TBlogPage>
        query={query}
        isEmpty={(data) => data.items.length === 0}
        skeleton={<Skeleton className="aspect-video w-full" />}
        empty={<EmptyState icon={Newspaper} title={MSG.blogEmpty} description={MSG.blogEmptyHint} />}
      >
        {(data) => (
          <>
            <ol className="grid gap-10 md:grid-cols-2">
              {data.items.map((post, index) => (
                <li key={post.id} className={index === 0 && page === 1 ? 'md:col-span-2' : undefined}>
                  <article>
                    <Link to={postPath(post.slug)} className="group block">
                      <BlogCover
                        url={post.coverImageUrl}
                        priority={index === 0}
                        sizes={
                          index === 0 ? '(min-width: 1280px) 1232px, 100vw' : '(min-width: 768px) 50vw, 100vw'
                        }
                      />
                      <h2 className="mt-4 font-display text-2xl text-paper group-hover:text-cyan">
                        {post.title}
                      </h2>
                    </Link>
                    <p className="mt-1 font-counter text-lg text-tape-400">
                      <BlogDate iso={post.publishedAt!} />
                    </p>
                    {post.excerpt && <p className="mt-2 leading-relaxed text-tape-300">{post.excerpt}</p>}
                  </article>
                </li>
              ))}
            </ol>
            <nav aria-label="Blog pages" className="mt-10 flex justify-between">
              {page > 1 ? (
                <Link to={hrefFor(page - 1)} className={buttonClasses({ variant: 'outline' })}>
                  Newer posts
                </Link>
              ) : (
                <span />
              )}
              {data.hasMore && (
                <Link to={hrefFor(page + 1)} className={buttonClasses({ variant: 'outline' })}>
                  Older posts
                </Link>
              )}
            </nav>
          </>
        )}
      </ListStates>
    </PageContainer>
  );
}
