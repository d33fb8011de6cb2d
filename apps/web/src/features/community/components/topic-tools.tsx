import type { TTopicDetail } from '@rewind/shared/forum';
import { Lock, LockOpen, Pin, PinOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useForumCategories, useModerate } from '@/features/community/api/forum';

/** What the tools need of a topic: its page's whole topic, or a row of the admin portal's list. */
type TToolsTopic = Pick<TTopicDetail, 'id' | 'isLocked' | 'isPinned'> & { category: { slug: string } };

/** An admin's tools for a topic: lock or unlock, pin or unpin, move to another category. */
export function TopicTools({ topic, label = 'Admin tools' }: { topic: TToolsTopic; label?: string }) {
  const moderate = useModerate();
  const categories = useForumCategories().data?.categories ?? [];
  const act = (decision: Parameters<typeof moderate.mutate>[0]) =>
    moderate.mutate(decision, {
      onSuccess: () => notify.success('Done.'),
      onError: (cause) => notify.fromError(cause),
    });
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label={label} role="group">
      <Button
        variant="outline"
        size="sm"
        onClick={() => act({ id: topic.id, action: topic.isLocked ? 'unlock' : 'lock' })}
      >
        {topic.isLocked ? (
          <LockOpen aria-hidden className="size-4" />
        ) : (
          <Lock aria-hidden className="size-4" />
        )}
        {topic.isLocked ? 'Unlock' : 'Lock'}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => act({ id: topic.id, action: topic.isPinned ? 'unpin' : 'pin' })}
      >
        {topic.isPinned ? <PinOff aria-hidden className="size-4" /> : <Pin aria-hidden className="size-4" />}
        {topic.isPinned ? 'Unpin' : 'Pin'}
      </Button>
      <label className="flex items-center gap-2 text-sm text-tape-300">
        Move to
        <select
          className="h-8 rounded-md border border-tape-600 bg-tape-900 px-2 text-sm text-paper"
          value={topic.category.slug}
          onChange={(event) => act({ id: topic.id, action: 'move', category: event.target.value })}
        >
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
