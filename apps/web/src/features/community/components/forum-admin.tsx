import { countOf } from '@rewind/shared/counts';
import { FormActions } from '@/components/ui/form-actions';
import {
  categorySlugOf,
  type TAdminCategory,
  type TAdminTopic,
  ZCategoryCreateRequest,
  ZCategoryUpdateRequest,
} from '@rewind/shared/admin-forum';
import { forumCategoryPath, topicPath } from '@rewind/shared/slug';
import * as MSG from '@rewind/shared/texts';
import { formatRelativeTime } from '@rewind/shared/time';
import {
  ArrowDown,
  ArrowUp,
  EyeOff,
  GripVertical,
  Lock,
  MessagesSquare,
  Pencil,
  Pin,
  Trash2,
} from 'lucide-react';
import { type DragEvent, type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Counted } from '@/components/ui/counted';
import { ListStates } from '@/components/ui/list-states';
import { Modal } from '@/components/ui/modal';
import { NewerOlder } from '@/components/ui/newer-older';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import { SelectField } from '@/components/ui/select-field';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { TitledSection } from '@/components/ui/titled-section';
import { cn } from '@/lib/cn';
import { fieldErrors } from '@/lib/field-errors';
import { notify } from '@/lib/notify';
import { Link } from '@/lib/router';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useModerate } from '@/features/community/api/forum';
import {
  useAdminCategories,
  useAdminTopics,
  useCreateCategory,
  useCategoryContents,
  useDeleteCategory,
  useReorderCategories,
  useUpdateCategory,
} from '@/features/community/api/forum-admin';
import { TopicTools } from '@/features/community/components/topic-tools';

type TCategoryErrors = { name?: string; slug?: string; description?: string };

/** The category list with `slug` moved to `index`. */
function moved(slugs: string[], slug: string, index: number) {
  const rest = slugs.filter((each) => each !== slug);
  return [...rest.slice(0, index), slug, ...rest.slice(index)];
}

function NewCategoryForm() {
  const create = useCreateCategory();
  const once = useSingleFlight();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<TCategoryErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZCategoryCreateRequest.safeParse({ name, slug, description });
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    if (!checked.success) return;
    once(async () => {
      try {
        await create.mutateAsync({ name, slug, description });
        notify.success(MSG.forumCategoryCreated);
        setName('');
        setSlug('');
        setDescription('');
      } catch (error) {
        notify.fromError(error);
      }
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="New category"
      className="grid gap-3 rounded-xl border border-tape-700 bg-tape-900 p-4 sm:grid-cols-2"
    >
      <TextField
        label="Name"
        value={name}
        maxLength={60}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="Address"
        value={slug}
        maxLength={40}
        placeholder={categorySlugOf(name) || 'box-sets'}
        hint="Left blank, it is made from the name. It cannot change later."
        error={errors.slug}
        onChange={(event) => setSlug(event.target.value)}
      />
      <TextAreaField
        label="Description"
        rows={2}
        maxLength={300}
        count={description.length}
        containerClassName="sm:col-span-2"
        value={description}
        error={errors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="sm:col-span-2">
        <Button type="submit" isLoading={create.isPending}>
          Add category
        </Button>
      </div>
    </form>
  );
}

function EditCategoryDialog({ category, onClose }: { category: TAdminCategory; onClose: () => void }) {
  const update = useUpdateCategory(category.slug);
  const once = useSingleFlight();
  const [name, setName] = useState(category.name);
  const [description, setDescription] = useState(category.description);
  const [errors, setErrors] = useState<TCategoryErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZCategoryUpdateRequest.safeParse({ name, description });
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    if (!checked.success) return;
    once(async () => {
      try {
        await update.mutateAsync({ name, description });
        notify.success(MSG.forumCategorySaved);
        onClose();
      } catch (error) {
        notify.fromError(error);
      }
    });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Edit ${category.name}`}
      description={`Its address stays ${forumCategoryPath(category.slug)}.`}
      testId="edit-category-dialog"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Name"
          value={name}
          maxLength={60}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextAreaField
          label="Description"
          rows={3}
          maxLength={300}
          count={description.length}
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <FormActions onCancel={onClose} isPending={update.isPending} submitLabel="Save" />
      </form>
    </Modal>
  );
}

/** What moves with a deleted category, as the server counts it, and where to. */
function CategoryMoves({ slug, to }: { slug: string; to: string }) {
  return (
    <Counted query={useCategoryContents(slug)} what="its topics and replies">
      {(contents) => (
        <p className="text-sm leading-relaxed text-tape-300" data-testid="category-moves">
          {MSG.categoryMoves(contents, to)}
        </p>
      )}
    </Counted>
  );
}

/** Deleting a category moves its topics (hidden and deleted ones too) to the one chosen, in one step. */
function DeleteCategoryDialog({
  category,
  others,
  onClose,
}: {
  category: TAdminCategory;
  others: TAdminCategory[];
  onClose: () => void;
}) {
  const remove = useDeleteCategory(category.slug);
  const once = useSingleFlight();
  const [moveTo, setMoveTo] = useState(
    others.find((other) => other.isDefault)?.slug ?? others[0]?.slug ?? '',
  );
  const [error, setError] = useState<string>();
  const confirm = () =>
    once(async () => {
      try {
        await remove.mutateAsync(moveTo || undefined);
        notify.success(MSG.forumCategoryDeleted);
        onClose();
      } catch (cause) {
        setError(cause instanceof Error ? cause.message : MSG.unexpectedError);
      }
    });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={`Delete ${category.name}?`}
      testId="delete-category-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={remove.isPending}>
            {MSG.cancel}
          </Button>
          <Button
            variant="danger"
            isLoading={remove.isPending}
            leftIcon={<Trash2 aria-hidden className="size-4" />}
            onClick={confirm}
          >
            Delete category
          </Button>
        </>
      }
    >
      <SelectField
        label="Move its topics to"
        options={others.map((other) => other.slug)}
        optionLabel={(slug) => others.find((other) => other.slug === slug)?.name ?? slug}
        value={moveTo}
        error={error}
        onChange={(event) => setMoveTo(event.target.value)}
      />
      <CategoryMoves
        slug={category.slug}
        to={others.find((other) => other.slug === moveTo)?.name ?? moveTo}
      />
    </Modal>
  );
}

function CategoryRow({
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

/** Create, rename, reorder (buttons, or drag with a mouse) and delete the forum's categories. */
function CategoryManager() {
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
function RecentTopics() {
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

/** The admin portal's Forum section: the categories, and the topics to moderate. */
export function ForumAdmin() {
  return (
    <div className="flex flex-col gap-10">
      <TitledSection id="admin-forum-categories" label="Categories" title="Categories" size="md">
        <CategoryManager />
      </TitledSection>
      <TitledSection id="admin-forum-topics" label="Topics" title="Recent topics" size="md">
        <RecentTopics />
      </TitledSection>
    </div>
  );
}
