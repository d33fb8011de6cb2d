import type { TAdminCategory } from '@rewind/shared/admin-forum';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useAdminCategories, useReorderCategories } from '@/features/community/api/forum-admin';
import { NewCategoryForm, EditCategoryDialog } from '@/features/community/components/forum-category-forms';
import { DeleteCategoryDialog } from '@/features/community/components/forum-category-delete-dialog';
import { CategoryRow } from '@/features/community/components/forum-category-row';

/** The category list with `slug` moved to `index`. */
function moved(slugs: string[], slug: string, index: number) {
  const rest = slugs.filter((each) => each !== slug);
  return [...rest.slice(0, index), slug, ...rest.slice(index)];
}

/** Create, rename, reorder (buttons, or drag with a mouse) and delete the forum's categories. */
export function CategoryManager() {
  const query = useAdminCategories();
  const reorder = useReorderCategories();
  const [editing, setEditing] = useState<TAdminCategory | null>(null);
  const [deleting, setDeleting] = useState<TAdminCategory | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const categories = query.data?.categories ?? [];
  const slugs = categories.map((category) => category.slug);
  const move = (category: TAdminCategory, to: number) => {
    if (reorder.isPending) return;
    reorder.mutate(moved(slugs, category.slug, to), {
      onSuccess: () => setAnnouncement(`${category.name} moved to place ${to + 1} of ${slugs.length}.`),
      onError: (error) => notify.fromError(error),
    });
  };
  return (
    <div className="flex flex-col gap-4">
      <ListStates
        query={query}
        isEmpty={(data) => data.categories.length === 0}
        skeleton={
          <SkeletonBlocks
            label="Loading the categories"
            count={4}
            blockClassName="h-16"
            className="grid gap-2"
          />
        }
        empty={
          <EmptyState icon={MessagesSquare} title="No categories yet" description="Add the first below." />
        }
      >
        {(data) => (
          <ol
            aria-label="Forum categories, in the forum's order"
            aria-busy={reorder.isPending}
            className={cn('divide-y divide-tape-700', reorder.isPending && 'opacity-60')}
          >
            {data.categories.map((category, index) => (
              <CategoryRow
                key={category.slug}
                category={category}
                index={index}
                count={data.categories.length}
                onMove={(to) => move(category, to)}
                onEdit={() => setEditing(category)}
                onDelete={() => setDeleting(category)}
                drag={{
                  isDragged: dragged === category.slug,
                  isTarget: dragged !== null && dragged !== category.slug && target === index,
                  onDragStart: () => setDragged(category.slug),
                  onDragOver: (event) => {
                    event.preventDefault();
                    setTarget(index);
                  },
                  onDrop: (event) => {
                    event.preventDefault();
                    const from = data.categories.find((each) => each.slug === dragged);
                    if (from && from.slug !== category.slug) move(from, index);
                    setDragged(null);
                    setTarget(null);
                  },
                  onDragEnd: () => {
                    setDragged(null);
                    setTarget(null);
                  },
                }}
              />
            ))}
          </ol>
        )}
      </ListStates>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <NewCategoryForm />
      {editing && <EditCategoryDialog category={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteCategoryDialog
          category={deleting}
          others={categories.filter((category) => category.slug !== deleting.slug)}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
