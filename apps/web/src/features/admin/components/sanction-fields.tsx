import { SANCTION_KINDS, type TSanctionKind } from '@rewind/shared/admin';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';

export const SANCTION_LABELS: Record<TSanctionKind, string> = {
  warn: 'Warn (a message on record)',
  silence: 'Silence (reads, posts nothing)',
  suspend: 'Suspend (cannot sign in)',
};

const NONE = '';

/** A date-time field's value a day from now, in local time ('2026-11-28T14:30'). */
export function tomorrowLocal() {
  const at = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The sanction as the API takes it: a warning, or a silence or suspension until the chosen moment. */
export const sanctionOf = (kind: TSanctionKind, until: string) =>
  kind === 'warn' ? { kind } : { kind, until: new Date(until).toISOString() };

/** What happens to a member (warn, silence or suspend), until when; `optional` offers 'Nothing' first. */
export function SanctionFields({
  label,
  kind,
  until,
  untilError,
  optional = false,
  onKind,
  onUntil,
}: {
  label: string;
  kind: TSanctionKind | null;
  until: string;
  untilError?: string | undefined;
  optional?: boolean;
  onKind: (kind: TSanctionKind | null) => void;
  onUntil: (until: string) => void;
}) {
  return (
    <>
      <SelectField
        label={label}
        options={optional ? [NONE, ...SANCTION_KINDS] : SANCTION_KINDS}
        optionLabel={(value) => (value === NONE ? 'Nothing' : SANCTION_LABELS[value as TSanctionKind])}
        value={kind ?? NONE}
        onChange={(event) => onKind((event.target.value || null) as TSanctionKind | null)}
      />
      {kind && kind !== 'warn' && (
        <TextField
          label="Until"
          type="datetime-local"
          value={until}
          error={untilError}
          onChange={(event) => onUntil(event.target.value)}
        />
      )}
    </>
  );
}
