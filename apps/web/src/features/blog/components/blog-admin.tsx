import type { TBlogAdminList, TBlogDraft } from '@rewind/shared/blog';
import * as MSG from '@rewind/shared/texts';
import { Newspaper, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/lib/router';
import { notify } from '@/lib/notify';
import { useAdminBlogPosts, useDeleteBlogPost } from '@/features/blog/api/blog';
import { BlogDate } from '@/features/blog/components/blog-date';
import { BlogPostForm } from '@/features/blog/components/blog-post-form';

/**
 * The admin portal's blog section: every post with its status, a form to write or change
 * one, and deletion with a confirmation. Mounted by the portal; its code loads with it, not with the blog.
 */
export function BlogAdmin() {
  const query = useAdminBlogPosts();
  const remove = useDeleteBlogPost();
  const [editing, setEditing] = useState<TBlogDraft | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TBlogDraft | null>(null);

  if (editing) {
    return (
      <section aria-label="Blog post editor">
        <BlogPostForm post={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      </section>
    );
  }
  return (
    <section aria-label={MSG.blogTitle} className="flex flex-col gap-5">
      <div className="flex items-center justify-between">
        <h2 className="font-display text-2xl text-paper">{MSG.blogTitle}</h2>
        <Button leftIcon={<Plus aria-hidden className="size-4" />} onClick={() => setEditing('new')}>
          New post
        </Button>
      </div>
      <ListStates<TBlogAdminList>
        query={query}
        isEmpty={(data) => data.items.length === 0}
        skeleton={<Skeleton className="h-40 w-full" />}
        empty={<EmptyState icon={Newspaper} title={MSG.blogEmpty} description={MSG.blogEmptyHint} compact />}
      >
        {(data) => (
          <ul className="divide-y divide-tape-700 rounded-xl border border-tape-700">
            {data.items.map((post) => (
              <li key={post.id} className="flex flex-wrap items-center gap-4 p-4">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/blog/${encodeURIComponent(post.slug)}`}
                    className="font-medium text-paper hover:text-cyan"
                  >
                    {post.title}
                  </Link>
                  <p className="text-sm text-tape-400">
                    <span data-testid="blog-status">{MSG.blogStatusLabels[post.status]}</span>
                    {post.publishedAt && (
                      <>
                        {' · '}
                        <BlogDate iso={post.publishedAt} />
                      </>
                    )}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  leftIcon={<Pencil aria-hidden className="size-4" />}
                  onClick={() => setEditing(post)}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  leftIcon={<Trash2 aria-hidden className="size-4" />}
                  onClick={() => setDeleting(post)}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <RemovalDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this post?"
        description={deleting ? MSG.blogDeleteConfirm(deleting.title) : undefined}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(deleting!.id);
            notify.success(MSG.blogDeleted);
            setDeleting(null);
          } catch (error) {
            notify.fromError(error);
          }
        }}
      />
    </section>
  );
}
