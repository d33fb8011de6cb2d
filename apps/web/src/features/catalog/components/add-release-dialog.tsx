import { filmWithYear } from '@rewind/shared/film-label';
import type { TTitleDetail } from '@rewind/shared/catalog';
import * as MSG from '@rewind/shared/texts';
import { ZCreateReleaseRequest } from '@rewind/shared/releases';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useCreateRelease } from '@/features/catalog/api/create-release';
import {
  ReleaseFields,
  releaseFormDefaults,
  type TReleaseFormValues,
  withShownFields,
} from '@/features/catalog/components/release-fields';
import { FormButtons } from '@/features/catalog/components/form-buttons';
import { useFormErrors, ValidationErrors } from '@/features/catalog/components/validation-errors';
import { notify } from '@/lib/notify';

/** The film page's 'Add Release' dialog, filled with a new release's defaults. */
export function AddReleaseDialog({
  open,
  onOpenChange,
  title,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: TTitleDetail;
}) {
  const create = useCreateRelease();
  const { errors, failure, clear, parse, showError } = useFormErrors(MSG.unexpectedError);
  const { register, handleSubmit, reset, control, formState } = useForm<TReleaseFormValues>({
    defaultValues: releaseFormDefaults(),
  });
  const [edition, format] = useWatch({ control, name: ['edition', 'format'] });

  useEffect(() => {
    if (!open) return;
    reset(releaseFormDefaults());
    clear();
  }, [open, reset, clear]);

  const onSubmit = handleSubmit((values) => {
    const parsed = parse(ZCreateReleaseRequest, {
      ...withShownFields(values, values),
      masterMovieId: title.id,
    });
    if (!parsed) return;
    create.mutate(parsed, {
      onSuccess: () => {
        notify.success(MSG.releaseAdded);
        onOpenChange(false);
      },
      onError: showError,
    });
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add Release"
      description={`A tape, disc or box of ${filmWithYear(title)}.`}
      size="3xl"
      testId="add-release-dialog"
      isDirty={formState.isDirty}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <ValidationErrors messages={Object.values(errors)} />
        {failure && <FormAlert title={failure} testId="save-error" />}
        <ReleaseFields
          shownBy={{ edition, format }}
          field={(name) => register(name)}
          errorOf={(name) => errors[name]}
        />
        <FormButtons onCancel={() => onOpenChange(false)} isSaving={create.isPending}>
          Save release
        </FormButtons>
      </form>
    </Modal>
  );
}
