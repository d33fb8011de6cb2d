import { countOf } from '@rewind/shared/counts';
import { formatRelativeTime } from '@rewind/shared/time';
import { forumCategoryPath } from '@rewind/shared/slug';
import { MessagesSquare } from 'lucide-react';
import { RetryPanel } from '@/components/ui/error-panel';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { Link } from '@/lib/router';
import { useForumCategories } from '@/features/community/api/forum';

/** The forum's categories with their topics, replies and last activity; `compact` in one column, without descriptions. */
export function ForumCategories({ compact = false }: { compact?: boolean }) {
  const query = useForumCategories();
  if (query.isError) {
    return (
      <RetryPanel
        title="The forums could not be loaded"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <SkeletonBlocks
        label="Loading the forums"
        count={5}
        blockClassName="h-24"
        className={compact ? 'grid gap-2' : 'grid gap-3 sm:grid-cols-2'}
      />
    );
  }
  return (
    <ul className={compact ? 'grid gap-2' : 'grid gap-3 sm:grid-cols-2'} data-testid="forum-categories">
      {query.data.categories.map((category) => (
        <li key={category.slug}>
          <Link
            to={forumCategoryPath(category.slug)}
            className="flex h-full flex-col gap-1 rounded-xl border border-tape-600 bg-tape-900 p-4 transition hover:border-cyan"
          >
            <span className="flex items-center gap-2 font-semibold text-paper">
              <MessagesSquare aria-hidden className="size-4 text-magenta-soft" />
              {category.name}
            </span>
            {!compact && <span className="text-sm text-tape-300">{category.description}</span>}
            <span className="mt-auto pt-2 text-xs text-tape-400" suppressHydrationWarning>
              {countOf(category.topicCount, 'topic', 'topics')} ·{' '}
              {countOf(category.replyCount, 'reply', 'replies')}
              {category.lastActivityAt && ` · active ${formatRelativeTime(category.lastActivityAt)}`}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
