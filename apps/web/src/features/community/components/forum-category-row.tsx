import { countOf } from '@rewind/shared/counts';
import type { TAdminCategory } from '@rewind/shared/admin-forum';
import { forumCategoryPath } from '@rewind/shared/slug';
import { formatRelativeTime } from '@rewind/shared/time';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import type { DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';

export function CategoryRow({
  category,
  index,
  count,
  onMove,
  onEdit,
  onDelete,
  drag,
}: {
  category: TAdminCategory;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
  drag: {
    isDragged: boolean;
    isTarget: boolean;
    onDragStart: () => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
}) {
  return (
    <li
      draggable
      onDragStart={drag.onDragStart}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      onDragEnd={drag.onDragEnd}
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-lg border border-transparent py-3 pr-1',
        drag.isDragged && 'opacity-50',
        drag.isTarget && 'border-magenta/60 bg-tape-850',
      )}
      data-testid="admin-category"
    >
      <GripVertical aria-hidden className="size-4 shrink-0 cursor-grab text-tape-500" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <Link to={forumCategoryPath(category.slug)} className="font-semibold text-paper hover:underline">
            {category.name}
          </Link>
          <span className="text-xs text-tape-400">/{category.slug}</span>
          {category.isDefault && (
            <span className="rounded-sm border border-tape-500 px-1.5 py-0.5 text-xs text-tape-300">
              Default
            </span>
          )}
        </p>
        {category.description && <p className="text-sm text-tape-300">{category.description}</p>}
        <p className="text-xs text-tape-400">
          {countOf(category.topicCount, 'topic', 'topics')} ·{' '}
          {countOf(category.replyCount, 'reply', 'replies')}
          {category.lastActivityAt && ` · active ${formatRelativeTime(category.lastActivityAt)}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Move ${category.name} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp aria-hidden className="size-4" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Move ${category.name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown aria-hidden className="size-4" />
        </Button>
        <Button
          size="sm"
          variant="outline"
          leftIcon={<Pencil aria-hidden className="size-4" />}
          onClick={onEdit}
        >
          Edit
        </Button>
        {!category.isDefault && (
          <Button
            size="sm"
            variant="outline"
            leftIcon={<Trash2 aria-hidden className="size-4" />}
            onClick={onDelete}
          >
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}
