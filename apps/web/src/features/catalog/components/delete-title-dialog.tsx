import type { TTitleSummary } from '@rewind/shared/catalog';
import * as MSG from '@rewind/shared/texts';
import { Trash2 } from 'lucide-react';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useDeleteTitle } from '@/features/catalog/api/delete-title';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** Why the film was not deleted: the spec's words for a member who is not (or no longer) an admin. */
function deleteRefusal(error: unknown): string {
  if (isApiError(error) && error.code === 'forbidden') return MSG.adminOnlyDeleteMaster;
  return MSG.errorDeletingMovie(isApiError(error) ? error.message : MSG.unexpectedError);
}

/**
 * Asks before an admin deletes a film with all its releases; afterwards the catalogue is shown. Used on the
 * film's page and in the admin portal's catalogue, which know the film as a detail or a summary.
 */
export function DeleteTitleDialog({
  open,
  onOpenChange,
  title,
  releaseCount,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: Pick<TTitleSummary, 'id' | 'title'>;
  releaseCount: number;
}) {
  const navigate = useNavigate();
  const remove = useDeleteTitle();
  const close = (next: boolean) => {
    if (!next) remove.reset();
    onOpenChange(next);
  };
  const confirm = () =>
    remove.mutate(title.id, {
      onSuccess: () => {
        notify.success(MSG.movieDeleted);
        onOpenChange(false);
        void navigate('/catalog');
      },
    });
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={`Delete "${title.title}"?`}
      size="md"
      testId="delete-title-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={() => close(false)}>
            {MSG.cancel}
          </Button>
          <Button
            variant="danger"
            isLoading={remove.isPending}
            leftIcon={<Trash2 aria-hidden className="size-4" />}
            onClick={confirm}
          >
            Delete
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm leading-relaxed text-tape-300">
        <p>
          The film and its {releaseCount === 1 ? 'release' : `${releaseCount} releases`} leave the catalogue
          for everyone. This cannot be undone.
        </p>
        {remove.error && <FormAlert title={deleteRefusal(remove.error)} testId="delete-error" />}
      </div>
    </Modal>
  );
}
