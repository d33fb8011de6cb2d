import { FormActions } from '@/components/ui/form-actions';
import { CHALLENGE_RULE_LABELS } from '@rewind/shared/challenge-rules';
import {
  type TAdminChallenge,
  type TUpdateChallenge,
  ZCreateChallenge,
  ZUpdateChallenge,
} from '@rewind/shared/challenges';
import { LIMITS } from '@rewind/shared/limits';
import { CHALLENGE_TYPES, type TChallengeType } from '@rewind/shared/options';
import * as MSG from '@rewind/shared/texts';
import { type FormEvent, useState } from 'react';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { isApiError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/field-errors';
import { notify } from '@/lib/notify';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useSaveChallenge } from '@/features/admin/api/challenges';

type TFormValues = {
  title: string;
  description: string;
  type: TChallengeType;
  target: string;
  startsAt: string;
  endsAt: string;
};
type TField = keyof TFormValues;

/** A date as a datetime-local input shows it: the browser's own time zone, to the minute. */
function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const valuesOf = (challenge: TAdminChallenge | null): TFormValues => ({
  title: challenge?.title ?? '',
  description: challenge?.description ?? '',
  type: challenge?.type ?? 'any_collection',
  target: challenge ? String(challenge.target) : '',
  startsAt: localInputValue(challenge?.startsAt ?? null),
  endsAt: localInputValue(challenge?.endsAt ?? null),
});

/** What the API takes for a field's value: the target as a number, a date in UTC, empty as none. */
function bodyValue(field: TField, value: string) {
  if (field === 'target') return value.trim() === '' ? Number.NaN : Number(value);
  if (field === 'startsAt' || field === 'endsAt') {
    if (!value) return null;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  }
  if (field === 'description') return value.trim() || null;
  return value;
}

/**
 * The one form of a challenge, new or edited, in a dialog. An edit sends only what was changed, so a date the
 * form shows to the minute does not move the stored one; what it counts and when it starts are fixed once a
 * member has joined (the server's `abilities.changeRule`, and its 409 if that changed meanwhile).
 */
export function ChallengeFormDialog({
  challenge,
  onClose,
}: {
  /** null: a new challenge. */
  challenge: TAdminChallenge | null;
  onClose: () => void;
}) {
  const [initial] = useState(() => valuesOf(challenge));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const save = useSaveChallenge();
  const once = useSingleFlight();
  const isRuleFixed = challenge !== null && !challenge.abilities.changeRule;
  const fields = Object.keys(values) as TField[];
  const changed = fields.filter((field) => values[field] !== initial[field]);
  const set = (field: TField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const sent = challenge ? changed : fields;
    const body = Object.fromEntries(sent.map((field) => [field, bodyValue(field, values[field])]));
    // An edit's end is checked against the start it keeps, as the server does.
    const checked = challenge
      ? ZUpdateChallenge.safeParse({
          ...body,
          ...(body.endsAt && !('startsAt' in body) ? { startsAt: challenge.startsAt } : {}),
        })
      : ZCreateChallenge.safeParse(body);
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    if (!checked.success) return;
    if (challenge && sent.length === 0) return onClose();
    once(async () => {
      try {
        await save.mutateAsync({ id: challenge?.id ?? null, body: body as TUpdateChallenge });
        notify.success(challenge ? MSG.challengeSaved : MSG.challengeCreated);
        onClose();
      } catch (error) {
        if (isApiError(error) && error.fields) setErrors(error.fields);
        notify.fromError(error);
      }
    });
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={challenge ? `Edit “${challenge.title}”` : 'New challenge'}
      size="lg"
      isDirty={changed.length > 0}
      testId="challenge-dialog"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Challenge">
        <TextField
          label="Title"
          value={values.title}
          maxLength={LIMITS.challenge.title}
          error={errors.title}
          onChange={set('title')}
        />
        <TextAreaField
          label="Description"
          compact
          value={values.description}
          maxLength={LIMITS.challenge.description}
          count={values.description.length}
          error={errors.description}
          onChange={set('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="What counts"
            options={CHALLENGE_TYPES}
            optionLabel={(type) => CHALLENGE_RULE_LABELS[type as TChallengeType]}
            value={values.type}
            disabled={isRuleFixed}
            error={errors.type}
            onChange={set('type')}
          />
          <TextField
            label="Target (items)"
            type="number"
            inputMode="numeric"
            min={1}
            max={LIMITS.challenge.targetMax}
            step={1}
            value={values.target}
            error={errors.target}
            onChange={set('target')}
          />
          <TextField
            label="Starts (optional)"
            type="datetime-local"
            value={values.startsAt}
            disabled={isRuleFixed}
            error={errors.startsAt}
            hint={isRuleFixed ? undefined : 'Empty: counts at once.'}
            onChange={set('startsAt')}
          />
          <TextField
            label="Ends (optional)"
            type="datetime-local"
            value={values.endsAt}
            error={errors.endsAt}
            hint="Empty: open-ended."
            onChange={set('endsAt')}
          />
        </div>
        {isRuleFixed && (
          <p className="text-sm text-tape-300">
            Members have joined, so what counts and when it starts are fixed: their progress was counted by
            them. The title, description, target and end can still change.
          </p>
        )}
        <FormActions
          onCancel={onClose}
          isPending={save.isPending}
          submitLabel={challenge ? 'Save changes' : 'Create challenge'}
        />
      </form>
    </Modal>
  );
}
