import { FormActions } from '@/components/ui/form-actions';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';

/** A decision that needs only a few words of why: lifting a restriction, dismissing reports. */
export function NoteDialog({
  title,
  description,
  label,
  submitLabel,
  isPending,
  onSubmit,
  onClose,
  testId,
}: {
  title: string;
  description?: string;
  label: string;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (note: string) => void;
  onClose: () => void;
  testId?: string;
}) {
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim()) onSubmit(note.trim());
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !isPending && onClose()}
      title={title}
      description={description}
      testId={testId}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextAreaField
          label={label}
          rows={3}
          maxLength={500}
          count={note.length}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <FormActions
          onCancel={onClose}
          isPending={isPending}
          submitLabel={submitLabel}
          disabled={note.trim() === ''}
        />
      </form>
    </Modal>
  );
}
