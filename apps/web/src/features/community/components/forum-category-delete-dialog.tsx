import type { TAdminCategory } from '@rewind/shared/admin-forum';
import * as MSG from '@rewind/shared/texts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Counted } from '@/components/ui/counted';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { notify } from '@/lib/notify';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useCategoryContents, useDeleteCategory } from '@/features/community/api/forum-admin';

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
export function DeleteCategoryDialog({
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
