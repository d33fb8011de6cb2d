import { type TTitleDetail, ZUpdateTitleRequest } from '@rewind/shared/catalog';
import { TIMINGS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { isFilled } from '@rewind/shared/policies/catalog';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useUpdateTitle } from '@/features/catalog/api/update-title';
import {
  FILM_FORM_FIELDS,
  FilmFields,
  filmValuesOf,
  type TFilmFormValues,
} from '@/features/catalog/components/film-fields';
import { PosterPreview } from '@/features/catalog/components/poster-preview';
import { FormButtons } from '@/features/catalog/components/form-buttons';
import { useFormErrors, ValidationErrors } from '@/features/catalog/components/validation-errors';
import { notify } from '@/lib/notify';

/** The fields that differ from the film as loaded; a cleared field becomes null. */
function changedFields(title: TTitleDetail, values: TFilmFormValues) {
  const original = filmValuesOf(title);
  const changes: Partial<Record<keyof TFilmFormValues, string | null>> = {};
  for (const name of FILM_FORM_FIELDS) {
    const value = values[name].trim();
    if (value !== original[name].trim()) changes[name] = value || null;
  }
  return changes;
}

/**
 * Edit Movie Details: ordinary users may only fill fields that are still empty; an admin
 * may change everything. The server enforces the same rule field by field, and says which applies to this
 * caller (`abilities`).
 */
export function EditTitleDialog({
  open,
  onOpenChange,
  title,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: TTitleDetail;
}) {
  const mayChangeFilled = title.abilities.updateFilled;
  const update = useUpdateTitle();
  const { errors, failure, clear, parse, showError } = useFormErrors(MSG.saveMovieFailed);
  const { register, handleSubmit, control, reset, formState } = useForm<TFilmFormValues>({
    defaultValues: filmValuesOf(title),
  });
  const [coverImageUrl, filmTitle] = useWatch({ control, name: ['coverImageUrl', 'title'] });

  useEffect(() => {
    if (!open) return;
    reset(filmValuesOf(title));
    clear();
  }, [open, title, reset, clear]);

  const original = filmValuesOf(title);
  const isReadOnly = (name: keyof TFilmFormValues) => !mayChangeFilled && isFilled(original[name]);

  const onSubmit = handleSubmit((values) => {
    const changes = changedFields(title, values);
    if (!Object.keys(changes).length) {
      notify.info(MSG.noChangesToSave);
      return;
    }
    const parsed = parse(ZUpdateTitleRequest, changes);
    if (!parsed) return;
    update.mutate(
      { id: title.id, changes: parsed },
      {
        onSuccess: () => {
          notify.success(MSG.movieUpdated);
          onOpenChange(false);
          // The detail page reloads a second after an edit.
          window.setTimeout(() => window.location.reload(), TIMINGS.postEditReloadMs);
        },
        onError: showError,
      },
    );
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={MSG.editMovieDetails}
      description={mayChangeFilled ? undefined : MSG.memberEditHint}
      size="4xl"
      testId="edit-title-dialog"
      isDirty={formState.isDirty}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        {mayChangeFilled && <FormAlert tone="info" title={MSG.adminEditBanner} testId="admin-edit-banner" />}
        <ValidationErrors messages={Object.values(errors)} />
        {failure && <FormAlert title={MSG.errorSavingMovie(failure)} testId="save-error" />}
        <div className="grid gap-6 md:grid-cols-[11rem_1fr]">
          <PosterPreview imageUrl={coverImageUrl} title={filmTitle} />
          <FilmFields
            field={(name) => register(name)}
            errorOf={(name) => errors[name]}
            isReadOnly={isReadOnly}
            isRequired={(name) => name === 'title'}
          />
        </div>
        <FormButtons onCancel={() => onOpenChange(false)} isSaving={update.isPending}>
          {MSG.saveChanges}
        </FormButtons>
      </form>
    </Modal>
  );
}
