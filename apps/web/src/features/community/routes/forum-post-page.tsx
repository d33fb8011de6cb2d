import type { TActivityItem } from '@rewind/shared/activity';
import type { TForumEntry } from '@rewind/shared/forum';
import { LIVE_EVENTS } from '@rewind/shared/live';
import { forumCategoryPath, topicPath } from '@rewind/shared/slug';
import { useQueryClient } from '@tanstack/react-query';
import { Lock, MessageSquareText, Pin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryPanel } from '@/components/ui/error-panel';
import { PageContainer } from '@/components/ui/page-container';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useLiveEvent } from '@/lib/live-events';
import { Link, useNavigate, useParams, useSearchParams } from '@/lib/router';
import { pageHrefIn } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { forumKeys, useMarkTopicRead, useTopic } from '@/features/community/api/forum';
import { ForumEntry } from '@/features/community/components/forum-entry';
import { ReplyBox } from '@/features/community/components/reply-box';
import { TopicTools } from '@/features/community/components/topic-tools';

/** The page asked for in the address, if any: without one the server opens the topic where I stopped. */
function requestedPage(params: URLSearchParams): number | undefined {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : undefined;
}

/** '> @name wrote:' and the post's lines, quoted, then a blank line to answer under. */
function quoteOf(entry: TForumEntry): string {
  const who = entry.author.username ? `@${entry.author.username} wrote:` : 'Someone wrote:';
  const lines = entry.source.split('\n').map((line) => `> ${line}`);
  return `> ${who}\n${lines.join('\n')}\n\n`;
}

/** Marks what the page shows as read, once per topic and position, for a signed-in reader. */
function useReadWhatIsShown(topicId: string, position: number | null, isSignedIn: boolean) {
  const markRead = useMarkTopicRead(topicId);
  const marked = useRef<string | null>(null);
  const key = isSignedIn && position !== null ? `${topicId}:${position}` : null;
  useEffect(() => {
    if (!key || key === marked.current) return;
    marked.current = key;
    markRead.mutate(position!);
  }, [key, position, markRead]);
}

export function ForumPostPage() {
  const { postId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const queryClient = useQueryClient();
  const query = useTopic(postId, requestedPage(params));
  const topic = query.data;
  const [replyText, setReplyText] = useState('');
  const editor = useRef<HTMLTextAreaElement>(null);
  useDocumentTitle(topic ? `${topic.title} · Forum` : 'Forum');
  const lastShown = topic ? (topic.replies.items.at(-1)?.position ?? 0) : null;
  useReadWhatIsShown(postId, lastShown, Boolean(user));
  // A reply written anywhere shows up here without a reload.
  useLiveEvent<TActivityItem>(LIVE_EVENTS.activity, (item) => {
    if (item.itemLink === topicPath(postId))
      void queryClient.invalidateQueries({ queryKey: forumKeys.topicPages(postId) });
  });

  if (query.isError) {
    const gone = isApiError(query.error) && query.error.status === 404;
    return (
      <PageContainer>
        {gone ? (
          <EmptyState
            icon={MessageSquareText}
            title="Topic not found"
            description={query.error.message}
            action={
              <Link to="/community?tab=forums" className={buttonClasses({ variant: 'outline' })}>
                Back to the forums
              </Link>
            }
          />
        ) : (
          <RetryPanel
            title="The topic could not be loaded"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        )}
      </PageContainer>
    );
  }
  if (!topic) {
    return (
      <PageContainer>
        <div role="status" aria-label="Loading the topic" className="flex flex-col gap-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </PageContainer>
    );
  }

  const pageCount = Math.max(1, Math.ceil(topic.replies.total / topic.replies.pageSize));
  const quote = (entry: TForumEntry) => {
    setReplyText((text) => `${text}${quoteOf(entry)}`);
    editor.current?.focus();
  };
  const canQuote = topic.canReply ? quote : undefined;
  return (
    <PageContainer>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm text-tape-400">
        <Link to="/community?tab=forums" className="hover:text-paper">
          Forums
        </Link>{' '}
        /{' '}
        <Link to={forumCategoryPath(topic.category.slug)} className="hover:text-paper">
          {topic.category.name}
        </Link>
      </nav>
      <header className="mb-6 flex flex-col gap-3">
        <h1 className="font-display text-3xl text-paper">
          {topic.isPinned && <Pin aria-label="Pinned" className="mr-2 inline size-5 text-cyan" />}
          {topic.isLocked && <Lock aria-label="Locked" className="mr-2 inline size-5 text-tape-300" />}
          {topic.title}
        </h1>
        {topic.post.abilities.moderate && <TopicTools topic={topic} />}
      </header>
      <div className="flex flex-col gap-4" aria-busy={query.isPlaceholderData}>
        {topic.replies.page === 1 && (
          <ForumEntry
            entry={topic.post}
            title={topic.title}
            onQuote={canQuote}
            onDeleted={() => navigate(forumCategoryPath(topic.category.slug))}
          />
        )}
        <h2 className="sr-only">Replies</h2>
        {topic.replies.total === 0 && <p className="text-sm text-tape-400">No replies yet. Be the first.</p>}
        <ol className="flex flex-col gap-4" data-testid="forum-replies">
          {topic.replies.items.map((entry) => (
            <li key={entry.id}>
              <ForumEntry entry={entry} onQuote={canQuote} />
            </li>
          ))}
        </ol>
      </div>
      <Pagination
        page={topic.replies.page}
        pageCount={pageCount}
        hrefFor={pageHrefIn(params)}
        label="Pages of replies"
      />
      <section aria-label="Reply" className="mt-8">
        {topic.canReply ? (
          <ReplyBox
            topicId={topic.id}
            text={replyText}
            onTextChange={setReplyText}
            editorRef={editor}
            onPosted={({ page }) => navigate(`${topicPath(topic.id)}?page=${page}`)}
          />
        ) : (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-tape-600 bg-tape-900 p-4 text-sm text-tape-300">
            <span>{topic.replyRefusal}</span>
            {!user && (
              <Button size="sm" onClick={() => openAuthDialog('login')}>
                Sign in
              </Button>
            )}
          </div>
        )}
      </section>
    </PageContainer>
  );
}
