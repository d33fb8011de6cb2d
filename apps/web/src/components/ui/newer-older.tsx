import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** 'Newer' and 'Older' under a list that is paged in place (a section, not a page of its own); none on one page. */
export function NewerOlder({
  page,
  hasMore,
  onPage,
  align = 'spread',
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  /** 'spread': at the list's two edges; 'start': side by side under a short list. */
  align?: 'spread' | 'start';
}) {
  if (!hasMore && page === 1) return null;
  return (
    <div className={cn('flex gap-2', align === 'spread' ? 'justify-between' : 'mt-3')}>
      <Button size="sm" variant="outline" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Newer
      </Button>
      <Button size="sm" variant="outline" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Older
      </Button>
    </div>
  );
}
