import { FormActions } from '@/components/ui/form-actions';
import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { FORUM_DEFAULT_CATEGORY } from '@rewind/shared/options';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useNavigate } from '@/lib/router';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useCreateTopic, useForumCategories } from '@/features/community/api/forum';
import { PostEditor } from '@/features/community/components/post-editor';
import { topicPath } from '@rewind/shared/slug';

/** 'New topic' (a title, trimmed; title and text not blank). Opens the topic once posted. */
export function NewTopicDialog({
  open,
  onOpenChange,
  category = FORUM_DEFAULT_CATEGORY,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category?: string;
}) {
  const categories = useForumCategories().data?.categories ?? [];
  const create = useCreateTopic();
  const once = useSingleFlight();
  const navigate = useNavigate();
  const [draft, setDraft] = useState({ title: '', content: '', category });
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const title = draft.title.trim();
    const found = {
      ...(!title && { title: MSG.enterPostTitle }),
      ...(!draft.content.trim() && { content: MSG.enterPostContent }),
    };
    setErrors(found);
    if (found.title || found.content) return;
    once(async () => {
      try {
        const { id } = await create.mutateAsync({ ...draft, title });
        setDraft({ title: '', content: '', category });
        onOpenChange(false);
        navigate(topicPath(id));
      } catch (cause) {
        if (isApiError(cause) && cause.fields) setErrors(cause.fields);
        // A refusal (sign in, complete the profile, a new member's limit) is said as the server words it.
        const refused = isApiError(cause) && [401, 403, 429].includes(cause.status);
        notify.error(
          refused
            ? cause.message
            : MSG.errorCreatingPost(isApiError(cause) ? cause.message : MSG.unknownError),
        );
      }
    });
  };
  const names = Object.fromEntries(categories.map((item) => [item.slug, item.name]));
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="New topic"
      size="2xl"
      isDirty={Boolean(draft.title || draft.content)}
      testId="new-topic-dialog"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          label="Title"
          maxLength={LIMITS.title}
          value={draft.title}
          error={errors.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          autoFocus
        />
        <SelectField
          label="Category"
          options={categories.length ? categories.map((item) => item.slug) : [draft.category]}
          optionLabel={(slug) => names[slug] ?? slug}
          value={draft.category}
          onChange={(event) => setDraft({ ...draft, category: event.target.value })}
        />
        <PostEditor
          label="Your post"
          rows={8}
          value={draft.content}
          error={errors.content}
          onChange={(content) => setDraft({ ...draft, content })}
          onSubmit={submit}
        />
        <FormActions
          onCancel={() => onOpenChange(false)}
          isPending={create.isPending}
          submitLabel="Post topic"
        />
      </form>
    </Modal>
  );
}
