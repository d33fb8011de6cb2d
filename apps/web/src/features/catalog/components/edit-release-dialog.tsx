import * as MSG from '@rewind/shared/texts';
import { isFilled } from '@rewind/shared/policies/catalog';
import { type TReleaseDetail, ZUpdateReleaseRequest } from '@rewind/shared/releases';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useUpdateRelease } from '@/features/catalog/api/update-release';
import {
  RELEASE_FORM_FIELDS,
  ReleaseFields,
  releaseValuesOf,
  type TReleaseFormValues,
  withShownFields,
} from '@/features/catalog/components/release-fields';
import { FormButtons } from '@/features/catalog/components/form-buttons';
import { useFormErrors, ValidationErrors } from '@/features/catalog/components/validation-errors';
import { notify } from '@/lib/notify';

/** The fields that differ from the release as loaded; a cleared text field becomes null. */
function changedFields(original: TReleaseFormValues, values: TReleaseFormValues) {
  const changes: Record<string, string | boolean | string[] | null> = {};
  for (const name of RELEASE_FORM_FIELDS) {
    const value = values[name];
    // A disabled (read-only) choice is left out of the values: it did not change.
    if (value === undefined) continue;
    if (typeof value === 'boolean' || Array.isArray(value)) {
      if (String(value) !== String(original[name])) changes[name] = value;
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
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  release: TReleaseDetail;
}) {
  const mayChangeFilled = release.abilities.updateFilled;
  const update = useUpdateRelease();
  const { errors, failure, clear, parse, showError } = useFormErrors(MSG.unexpectedError);
  const original = releaseValuesOf(release);
  const { register, handleSubmit, reset, control, formState } = useForm<TReleaseFormValues>({
    defaultValues: original,
  });
  // A read-only (disabled) choice is not in the form's values: it is the one loaded.
  const [edition, format] = useWatch({ control, name: ['edition', 'format'] });
  const shownBy = { edition: edition ?? original.edition, format: format ?? original.format };

  useEffect(() => {
    if (!open) return;
    reset(releaseValuesOf(release));
    clear();
  }, [open, release, reset, clear]);

  const onSubmit = handleSubmit((values) => {
    const changes = changedFields(original, withShownFields(values, shownBy));
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
      description={mayChangeFilled ? undefined : MSG.memberEditHint}
      size="3xl"
      testId="edit-release-dialog"
      isDirty={formState.isDirty}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        {mayChangeFilled && <FormAlert tone="info" title={MSG.adminEditBanner} testId="admin-edit-banner" />}
        <ValidationErrors messages={Object.values(errors)} />
        {failure && <FormAlert title={failure} testId="save-error" />}
        <ReleaseFields
          shownBy={shownBy}
          field={(name) => register(name)}
          errorOf={(name) => errors[name]}
          isReadOnly={(name) => !mayChangeFilled && isFilled(original[name])}
        />
        <FormButtons onCancel={() => onOpenChange(false)} isSaving={update.isPending}>
          {MSG.saveChanges}
        </FormButtons>
      </form>
    </Modal>
  );
}
