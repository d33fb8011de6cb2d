import { MSG } from '@rewind/shared/messages';
import { type TReleaseDetail, ZUpdateReleaseRequest } from '@rewind/shared/releases';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useUpdateRelease } from '@/features/catalog/api/update-release';
import {
  RELEASE_FORM_FIELDS,
  ReleaseFields,
  releaseValuesOf,
  type TReleaseFormValues,
} from '@/features/catalog/components/release-fields';
import { useFormErrors, ValidationErrors } from '@/features/catalog/components/validation-errors';
import { notify } from '@/lib/notify';

const isFilled = (value: string | boolean) => typeof value === 'boolean' || value.trim() !== '';

/** The fields that differ from the release as loaded; a cleared text field becomes null. */
function changedFields(original: TReleaseFormValues, values: TReleaseFormValues) {
  const changes: Record<string, string | boolean | null> = {};
  for (const name of RELEASE_FORM_FIELDS) {
    const value = values[name];
    // A disabled (read-only) choice is left out of the values: it did not change.
    if (value === undefined) continue;
    if (typeof value === 'boolean') {
      if (value !== original[name]) changes[name] = value;
    } else if (value.trim() !== String(original[name]).trim()) changes[name] = value.trim() || null;
  }
  return changes;
}

/**
 * Edit Release: the same rule as Edit Movie Details. Ordinary users fill fields that are still empty; an
 * admin may change everything. The server enforces it field by field.
 */
export function EditReleaseDialog({
  open,
  onOpenChange,
  release,
  isAdmin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  release: TReleaseDetail;
  isAdmin: boolean;
}) {
  const update = useUpdateRelease();
  const { errors, failure, clear, parse, showError } = useFormErrors(MSG.unexpectedError);
  const original = releaseValuesOf(release);
  const { register, handleSubmit, reset } = useForm<TReleaseFormValues>({ defaultValues: original });

  useEffect(() => {
    if (!open) return;
    reset(releaseValuesOf(release));
    clear();
  }, [open, release, reset, clear]);

  const onSubmit = handleSubmit((values) => {
    const changes = changedFields(original, values);
    if (!Object.keys(changes).length) {
      notify.info(MSG.noChangesToSave);
      return;
    }
    const parsed = parse(ZUpdateReleaseRequest, changes);
    if (!parsed) return;
    update.mutate(
      { id: release.id, changes: parsed },
      {
        onSuccess: () => {
          notify.success(MSG.releaseUpdated);
          onOpenChange(false);
        },
        onError: showError,
      },
    );
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={MSG.editRelease}
      description={
        isAdmin ? undefined : 'Fields that already have data are read-only; fill in what is missing.'
      }
      size="3xl"
      testId="edit-release-dialog"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        {isAdmin && <FormAlert tone="info" title={MSG.adminEditBanner} testId="admin-edit-banner" />}
        <ValidationErrors messages={Object.values(errors)} />
        {failure && <FormAlert title={failure} testId="save-error" />}
        <ReleaseFields
          field={(name) => register(name)}
          errorOf={(name) => errors[name]}
          isReadOnly={(name) => !isAdmin && isFilled(original[name])}
        />
        <div className="flex flex-col-reverse gap-3 border-t border-tape-700 pt-5 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {MSG.cancel}
          </Button>
          <Button type="submit" isLoading={update.isPending} className="sm:min-w-40">
            {MSG.saveChanges}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
