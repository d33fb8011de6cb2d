import { countOf } from '@rewind/shared/counts';
import type { TAdminTopic } from '@rewind/shared/admin-forum';
import { topicPath } from '@rewind/shared/slug';
import * as MSG from '@rewind/shared/texts';
import { formatRelativeTime } from '@rewind/shared/time';
import { EyeOff, Lock, MessagesSquare, Pin, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { NewerOlder } from '@/components/ui/newer-older';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { Link } from '@/lib/router';
import { useModerate } from '@/features/community/api/forum';
import { useAdminTopics } from '@/features/community/api/forum-admin';
import { TopicTools } from '@/features/community/components/topic-tools';

function Mark({
  icon: Icon,
  children,
  tone,
}: {
  icon: typeof Pin;
  children: string;
  tone: 'plain' | 'danger';
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-sm border px-1.5 py-0.5 text-xs',
        tone === 'danger' ? 'border-danger/60 text-danger' : 'border-tape-500 text-tape-300',
      )}
    >
      <Icon aria-hidden className="size-3" />
      {children}
    </span>
  );
}

function TopicRow({ topic }: { topic: TAdminTopic }) {
  const moderate = useModerate();
  const [isDeleting, setDeleting] = useState(false);
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="admin-topic">
      <div className="flex flex-wrap items-center gap-2">
        <Link to={topicPath(topic.id)} className="font-semibold text-paper hover:underline">
          {topic.title}
        </Link>
        {topic.isPinned && (
          <Mark icon={Pin} tone="plain">
            Pinned
          </Mark>
        )}
        {topic.isLocked && (
          <Mark icon={Lock} tone="plain">
            Locked
          </Mark>
        )}
        {topic.isHidden && (
          <Mark icon={EyeOff} tone="danger">
            {`Hidden by ${countOf(topic.flagCount, 'flag', 'flags')}`}
          </Mark>
        )}
      </div>
      <p className="text-sm text-tape-300">
        {topic.category.name} · by {topic.author.username ?? MSG.unknownUser} ·{' '}
        {countOf(topic.replies, 'reply', 'replies')} · active {formatRelativeTime(topic.lastActivityAt)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <TopicTools topic={topic} label={`Admin tools for ${topic.title}`} />
        {topic.isHidden && (
          <Button
            size="sm"
            variant="outline"
            isLoading={moderate.isPending}
            onClick={() =>
              moderate.mutate(
                { id: topic.id, action: 'restore' },
                {
                  onSuccess: () => notify.success('Restored.'),
                  onError: (cause) => notify.fromError(cause),
                },
              )
            }
          >
            Restore
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          leftIcon={<Trash2 aria-hidden className="size-4" />}
          onClick={() => setDeleting(true)}
        >
          Delete
        </Button>
      </div>
      <RemovalDialog
        open={isDeleting}
        onOpenChange={setDeleting}
        title="Delete this topic?"
        description={topic.title}
        confirmLabel="Delete"
        reasonLabel="Why? The author is told."
        isPending={moderate.isPending}
        onConfirm={(reason) =>
          moderate.mutate(
            { id: topic.id, action: 'delete', reason: reason ?? '' },
            {
              onSuccess: () => {
                notify.success('Topic deleted.');
                setDeleting(false);
              },
              onError: (cause) => notify.fromError(cause),
            },
          )
        }
      />
    </li>
  );
}

/** Every topic not deleted, hidden ones too, newest activity first, with the topic page's admin tools. */
export function RecentTopics() {
  const [page, setPage] = useState(1);
  const query = useAdminTopics(page);
  return (
    <ListStates
      query={query}
      isEmpty={(data) => data.items.length === 0}
      skeleton={
        <SkeletonBlocks label="Loading the topics" count={5} blockClassName="h-20" className="grid gap-2" />
      }
      empty={<EmptyState icon={MessagesSquare} title="No topics yet" description="Nobody has started one." />}
    >
      {(data) => (
        <>
          <ul className="divide-y divide-tape-700" aria-label="Topics, newest activity first">
            {data.items.map((topic) => (
              <TopicRow key={topic.id} topic={topic} />
            ))}
          </ul>
          <NewerOlder page={page} hasMore={data.hasMore} onPage={setPage} />
        </>
      )}
    </ListStates>
  );
}
