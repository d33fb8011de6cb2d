import * as MSG from '@rewind/shared/texts';
import { LIMITS } from '@rewind/shared/limits';
import {
  REPORT_REASON_LABELS,
  REPORT_REASONS_FOR,
  type TReportReason,
  type TReportTarget,
} from '@rewind/shared/report-options';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useSingleFlight } from '@/lib/use-single-flight';

/**
 * 'Report …' (or 'Flag this post'): why, among the reasons that kind of thing offers, and an optional note for
 * the admins. Sending is the caller's (a post's flag is the forum's own).
 */
export function ReportDialog({
  open,
  onOpenChange,
  targetType,
  title,
  description,
  submitLabel = 'Report',
  isPending,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: TReportTarget;
  title: string;
  description: string;
  submitLabel?: string;
  isPending: boolean;
  /** Sends it; a second click while it is on its way sends nothing (a double click reports once). */
  onSend: (report: { reason: TReportReason; note?: string }) => Promise<unknown>;
}) {
  const reasons = REPORT_REASONS_FOR[targetType];
  // None chosen for them: a report says what the reporter meant.
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [isReasonMissing, setIsReasonMissing] = useState(false);
  const [note, setNote] = useState('');
  const once = useSingleFlight();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !isPending && onOpenChange(next)}
      title={title}
      description={description}
      testId="report-dialog"
    >
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={isReasonMissing || undefined}
        aria-describedby={isReasonMissing ? 'report-reason-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-paper">Why?</legend>
        {reasons.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-tape-200">
            <input
              type="radio"
              name="report-reason"
              value={option}
              checked={reason === option}
              onChange={() => {
                setReason(option);
                setIsReasonMissing(false);
              }}
              className="accent-magenta"
            />
            {REPORT_REASON_LABELS[option]}
          </label>
        ))}
        {isReasonMissing && (
          <p id="report-reason-error" role="alert" className="text-sm text-danger">
            {MSG.reportReasonRequired}
          </p>
        )}
      </fieldset>
      <TextAreaField
        containerClassName="mt-4"
        label="A note for the admins (optional)"
        compact
        maxLength={LIMITS.reportNote}
        count={note.length}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={isPending}>
          {MSG.cancel}
        </Button>
        <Button
          variant="danger"
          isLoading={isPending}
          onClick={() =>
            reason
              ? once(() => onSend({ reason, ...(note.trim() && { note: note.trim() }) }))
              : setIsReasonMissing(true)
          }
        >
          {submitLabel}
        </Button>
      </div>
    </Modal>
  );
}
