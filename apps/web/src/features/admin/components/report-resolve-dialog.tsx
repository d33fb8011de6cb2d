import { FormActions } from '@/components/ui/form-actions';
import type { TSanctionKind } from '@rewind/shared/admin';
import {
  isRemovableTarget,
  REPORT_REASON_LABELS,
  type TRemovableReportTarget,
  type TReportReason,
} from '@rewind/shared/report-options';
import { ZResolveReportRequest, type TReportCase } from '@rewind/shared/reports';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { fieldErrors } from '@/lib/field-errors';
import { notify } from '@/lib/notify';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useResolveReport } from '@/features/admin/api/reports';
import { SanctionFields, sanctionOf, tomorrowLocal } from '@/features/admin/components/sanction-fields';

/**
 * What removing each kind means, as the resolve dialog offers it (a member or an exchange has nothing to remove;
 * a film or a release is corrected through its edit form instead).
 */
const REMOVAL_LABELS: Record<TRemovableReportTarget, string> = {
  post: 'Delete the post (its author is told the note)',
  listing: 'Remove the listing (the seller is told the note)',
  rating: "Remove the rating (it leaves the seller's average)",
};
export const reasonLabel = (reason: string) => REPORT_REASON_LABELS[reason as TReportReason] ?? reason;
export const ALL = '';

export function ResolveDialog({ item, onClose }: { item: TReportCase; onClose: () => void }) {
  const resolve = useResolveReport(item);
  const once = useSingleFlight();
  const mayRemove = isRemovableTarget(item.targetType);
  const [remove, setRemove] = useState(mayRemove);
  const [kind, setKind] = useState<TSanctionKind | null>(item.targetType === 'user' ? 'warn' : null);
  const [until, setUntil] = useState(tomorrowLocal);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const member = item.subject?.username ?? 'the member';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const decision = {
      note,
      remove: mayRemove && remove,
      ...(kind ? { sanction: sanctionOf(kind, until) } : {}),
    };
    const checked = ZResolveReportRequest.safeParse(decision);
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    if (!checked.success) return;
    once(async () => {
      try {
        await resolve.mutateAsync(decision);
        notify.success('Resolved.');
        onClose();
      } catch (error) {
        notify.fromError(error);
      }
    });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !resolve.isPending && onClose()}
      title={`Resolve: ${item.label}`}
      description={`${item.reportCount} ${item.reportCount === 1 ? 'report closes' : 'reports close'} with this decision.`}
      size="md"
      testId="resolve-dialog"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {mayRemove && (
          <label className="flex items-center gap-2 text-sm text-paper">
            <input
              type="checkbox"
              checked={remove}
              onChange={(event) => setRemove(event.target.checked)}
              className="accent-magenta"
            />
            {REMOVAL_LABELS[item.targetType as TRemovableReportTarget]}
          </label>
        )}
        {item.subject && (
          <SanctionFields
            userId={item.subject.userId}
            label={`And ${member}`}
            optional
            kind={kind}
            until={until}
            untilError={errors['sanction.until']}
            onKind={setKind}
            onUntil={setUntil}
          />
        )}
        <TextAreaField
          label="Note (kept with the decision; the reason given for each action)"
          rows={3}
          maxLength={500}
          count={note.length}
          value={note}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
        <FormActions
          onCancel={onClose}
          isPending={resolve.isPending}
          submitLabel="Resolve"
          variant="danger"
        />
      </form>
    </Modal>
  );
}
