import type { TTopicSummary } from '@rewind/shared/forum';
import { formatRelativeTime } from '@rewind/shared/time';
import { topicPath } from '@rewind/shared/slug';
import { Lock, MessageSquare, Pin } from 'lucide-react';
import { UserAvatar } from '@/components/ui/user-avatar';
import { Link } from '@/lib/router';

const READ_MARK = { new: 'New', unread: 'New replies' } as const;

function TopicRow({ topic }: { topic: TTopicSummary }) {
  const mark = topic.readState === 'new' || topic.readState === 'unread' ? READ_MARK[topic.readState] : null;
  return (
    <li
      className="flex items-center gap-3 border-b border-tape-700 py-3 last:border-0"
      data-testid="topic-row"
    >
      <UserAvatar username={topic.author.username ?? '?'} avatarUrl={topic.author.avatarUrl} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          {topic.isPinned && <Pin aria-label="Pinned" className="size-4 text-cyan" />}
          {topic.isLocked && <Lock aria-label="Locked" className="size-4 text-tape-300" />}
          <Link to={topicPath(topic.id)} className="font-semibold text-paper hover:text-cyan">
            {topic.title}
          </Link>
          {mark && (
            <span
              className="rounded-full bg-cyan/15 px-2 py-0.5 text-xs font-semibold text-cyan"
              data-testid="unread-mark"
            >
              {mark}
            </span>
          )}
        </p>
        <p className="mt-0.5 truncate text-xs text-tape-400" suppressHydrationWarning>
          {topic.author.username ?? 'Unknown User'} · {formatRelativeTime(topic.createdAt)}
          {topic.lastReplyBy &&
            ` · last reply by ${topic.lastReplyBy} ${formatRelativeTime(topic.lastActivityAt)}`}
        </p>
      </div>
      <span className="flex shrink-0 items-center gap-1 text-sm text-tape-300" title="Replies">
        <MessageSquare aria-hidden className="size-4" />
        <span className="sr-only">Replies: </span>
        {topic.replies}
      </span>
    </li>
  );
}

/** A category's topics: pinned and locked marks, author, last reply, reply count and what is new to me. */
export function TopicList({ topics }: { topics: TTopicSummary[] }) {
  return (
    <ul className="rounded-xl border border-tape-600 bg-tape-900 px-4">
      {topics.map((topic) => (
        <TopicRow key={topic.id} topic={topic} />
      ))}
    </ul>
  );
}
