import * as MSG from '@rewind/shared/texts';
import type { TFeedback } from '@rewind/shared/orders';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useRemoveFeedback, useReplyToFeedback } from '@/features/orders/api/feedback';
import { ReportButton } from '@/features/reports';

const errorText = (error: unknown) => (isApiError(error) ? error.message : MSG.unexpectedError);

function ReplyForm({ feedback }: { feedback: TFeedback }) {
  const reply = useReplyToFeedback(feedback.id);
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  if (!isOpen) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setIsOpen(true)}>
        Reply
      </Button>
    );
  }
  return (
    <div className="mt-2 flex flex-col gap-2">
      <TextAreaField
        label="Your reply (one, public)"
        rows={2}
        maxLength={1000}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex gap-2">
        <Button
          size="sm"
          isLoading={reply.isPending}
          disabled={text.trim() === ''}
          onClick={() =>
            reply.mutate(text, {
              onSuccess: () => notify.success('Reply posted'),
              onError: (error) => notify.error(errorText(error)),
            })
          }
        >
          Post reply
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setIsOpen(false)}>
          {MSG.cancel}
        </Button>
      </div>
    </div>
  );
}

function RemoveFeedback({ feedback }: { feedback: TFeedback }) {
  const remove = useRemoveFeedback(feedback.id);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setIsOpen(true)}>
        Remove
      </Button>
      <RemovalDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Remove this rating?"
        description="It leaves the seller's average and this list; the reason is kept."
        confirmLabel="Remove rating"
        reasonLabel="Reason"
        isPending={remove.isPending}
        onConfirm={(reason) =>
          remove.mutate(reason ?? '', {
            onSuccess: ({ message }) => notify.success(message),
            onError: (error) => notify.error(errorText(error)),
          })
        }
      />
    </>
  );
}

/** What the seller (a reply), an admin (a removal) and other members (a report) may do with a rating. */
export function FeedbackActions({ feedback }: { feedback: TFeedback }) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {feedback.abilities.reply && <ReplyForm feedback={feedback} />}
      {feedback.abilities.remove && <RemoveFeedback feedback={feedback} />}
      {feedback.abilities.report && (
        <ReportButton
          target={{ targetType: 'rating', targetId: feedback.id }}
          what={`this rating by ${feedback.buyer}`}
        />
      )}
    </div>
  );
}
