import {
  FORUM_FLAG_REASON_LABELS,
  FORUM_FLAG_REASONS,
  type TForumFlagReason,
} from '@rewind/shared/forum-options';
import { LIMITS } from '@rewind/shared/limits';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/lib/notify';
import { useFlag } from '@/features/community/api/forum';

/** 'Flag this post': why (off-topic, inappropriate, spam, other) and an optional note for the admins. */
export function FlagDialog({
  entryId,
  open,
  onOpenChange,
}: {
  entryId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const flag = useFlag();
  const [reason, setReason] = useState<TForumFlagReason>('off-topic');
  const [note, setNote] = useState('');
  const send = async () => {
    try {
      await flag.mutateAsync({ id: entryId, reason, ...(note.trim() && { note }) });
      notify.success('Thanks: the admins will take a look.');
      onOpenChange(false);
    } catch (cause) {
      notify.fromError(cause);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Flag this post"
      description="Posts flagged by three members are hidden until an admin decides."
      testId="flag-dialog"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-paper">Why?</legend>
        {FORUM_FLAG_REASONS.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-tape-200">
            <input
              type="radio"
              name="flag-reason"
              value={option}
              checked={reason === option}
              onChange={() => setReason(option)}
              className="accent-magenta"
            />
            {FORUM_FLAG_REASON_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        containerClassName="mt-4"
        label="A note for the admins (optional)"
        compact
        maxLength={LIMITS.forum.flagNote}
        count={note.length}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="danger" isLoading={flag.isPending} onClick={() => void send()}>
          Flag
        </Button>
      </div>
    </Modal>
  );
}
