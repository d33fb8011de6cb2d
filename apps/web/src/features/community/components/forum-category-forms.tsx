import { FormActions } from '@/components/ui/form-actions';
import {
  categorySlugOf,
  type TAdminCategory,
  ZCategoryCreateRequest,
  ZCategoryUpdateRequest,
} from '@rewind/shared/admin-forum';
import { forumCategoryPath } from '@rewind/shared/slug';
import * as MSG from '@rewind/shared/texts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { fieldErrors } from '@/lib/field-errors';
import { notify } from '@/lib/notify';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useCreateCategory, useUpdateCategory } from '@/features/community/api/forum-admin';

type TCategoryErrors = { name?: string; slug?: string; description?: string };

export function NewCategoryForm() {
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

export function EditCategoryDialog({ category, onClose }: { category: TAdminCategory; onClose: () => void }) {
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
