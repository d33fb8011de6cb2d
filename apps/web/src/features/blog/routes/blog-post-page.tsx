import * as MSG from '@rewind/shared/texts';
import { ArrowLeft, Newspaper } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryPanel } from '@/components/ui/error-panel';
import { PageContainer } from '@/components/ui/page-container';
import { RichText } from '@/components/ui/rich-text';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { Link, useParams } from '@/lib/router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBlogPost } from '@/features/blog/api/blog';
import { BlogCover } from '@/features/blog/components/blog-cover';
import { BlogDate } from '@/features/blog/components/blog-date';

const backLink = (
  <Link to="/blog" className={buttonClasses({ variant: 'outline' })}>
    <ArrowLeft aria-hidden className="size-4" />
    {MSG.blogBackToList}
  </Link>
);

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const query = useBlogPost(slug);
  const post = query.data;
  useDocumentTitle(post ? post.title : MSG.blogTitle);

  if (query.isError) {
    const gone = isApiError(query.error) && query.error.status === 404;
    return (
      <PageContainer width="medium">
        {gone ? (
          <EmptyState
            icon={Newspaper}
            title="Post not found"
            description={query.error.message}
            action={backLink}
          />
        ) : (
          <RetryPanel
            title="The post could not be loaded"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        )}
      </PageContainer>
    );
  }
  if (!post) {
    return (
      <PageContainer width="medium">
        <div role="status" aria-label="Loading the post" className="flex flex-col gap-4">
          <Skeleton className="aspect-video w-full" />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      </PageContainer>
    );
  }
  return (
    <PageContainer width="medium">
      <article>
        <BlogCover url={post.coverImageUrl} sizes="(min-width: 1024px) 976px, 100vw" priority />
        <p className="mt-6 font-counter text-xl tracking-wider text-cyan uppercase">
          {post.publishedAt && post.status === 'published' ? (
            <BlogDate iso={post.publishedAt} />
          ) : (
            MSG.blogStatusLabels[post.status]
          )}
        </p>
        <h1 className="mt-1 font-display text-3xl leading-tight text-paper sm:text-4xl">{post.title}</h1>
        {post.author && <p className="mt-2 text-tape-300">{MSG.blogByline(post.author)}</p>}
        <RichText html={post.html} className="mt-8" />
      </article>
      <div className="mt-12">{backLink}</div>
    </PageContainer>
  );
}
