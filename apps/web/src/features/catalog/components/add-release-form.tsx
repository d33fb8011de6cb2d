import type { TTitleDetail } from '@rewind/shared/catalog';
import { MSG } from '@rewind/shared/messages';
import { ZCreateReleaseRequest } from '@rewind/shared/releases';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { useCreateRelease } from '@/features/catalog/api/create-release';
import {
  ReleaseFields,
  releaseFormDefaults,
  type TReleaseFormValues,
} from '@/features/catalog/components/release-fields';
import { useFormErrors, ValidationErrors } from '@/features/catalog/components/validation-errors';
import { notify } from '@/lib/notify';

/** The film page's 'Add release' form, filled with the spec's defaults. */
export function AddReleaseForm({ title, onDone }: { title: TTitleDetail; onDone: () => void }) {
  const create = useCreateRelease();
  const { errors, failure, parse, showError } = useFormErrors(MSG.unexpectedError);
  const { register, handleSubmit, reset } = useForm<TReleaseFormValues>({
    defaultValues: releaseFormDefaults(),
  });

  const onSubmit = handleSubmit((values) => {
    const parsed = parse(ZCreateReleaseRequest, { ...values, masterMovieId: title.id });
    if (!parsed) return;
    create.mutate(parsed, {
      onSuccess: () => {
        notify.success(MSG.releaseAdded);
        reset(releaseFormDefaults());
        onDone();
      },
      onError: showError,
    });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      data-testid="add-release-form"
      aria-label="Add release"
      className="flex flex-col gap-5 rounded-xl border border-tape-700 bg-tape-900 p-4 sm:p-6"
    >
      <ValidationErrors messages={Object.values(errors)} />
      {failure && <FormAlert title={failure} />}
      <ReleaseFields field={(name) => register(name)} errorOf={(name) => errors[name]} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          {MSG.cancel}
        </Button>
        <Button type="submit" isLoading={create.isPending}>
          Save release
        </Button>
      </div>
    </form>
  );
}
