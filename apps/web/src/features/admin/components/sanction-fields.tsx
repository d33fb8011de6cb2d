import { SANCTION_KINDS, type TMemberDealings, type TSanctionKind } from '@rewind/shared/admin';
import { countOf } from '@rewind/shared/counts';
import { Counted } from '@/components/ui/counted';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { Link } from '@/lib/router';
import { useMemberDealings } from '@/features/admin/api/users';

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

/**
 * What a suspension leaves waiting on the member: the other side of each order and accepted trade is told, and
 * the admin sees whom before choosing.
 */
function SuspensionDealings({ userId }: { userId: string }) {
  return (
    <Counted query={useMemberDealings(userId)} what="their orders and trades">
      {(data) => <DealingsList dealings={data} />}
    </Counted>
  );
}

function DealingsList({ dealings }: { dealings: TMemberDealings }) {
  if (dealings.items.length === 0)
    return (
      <p className="text-sm text-tape-300" data-testid="suspension-dealings">
        No orders or accepted trades are under way.
      </p>
    );
  const more = dealings.orders + dealings.trades - dealings.items.length;
  return (
    <div className="text-sm text-tape-300" data-testid="suspension-dealings">
      <p className="text-orange">
        {countOf(dealings.orders, 'order', 'orders')} under way and{' '}
        {countOf(dealings.trades, 'accepted trade', 'accepted trades')} wait on them; the other side of each
        is told they cannot answer until then.
      </p>
      <ul className="mt-2 max-h-40 overflow-y-auto">
        {dealings.items.map((dealing) => (
          <li key={dealing.id}>
            <Link to={dealing.link} className="underline-offset-2 hover:underline">
              {dealing.what}
            </Link>{' '}
            with {dealing.with ?? 'a member'} · {dealing.status}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-1">and {countOf(more, 'other', 'others')}.</p>}
    </div>
  );
}

/** What happens to a member (warn, silence or suspend), until when; `optional` offers 'Nothing' first. */
export function SanctionFields({
  userId,
  label,
  kind,
  until,
  untilError,
  optional = false,
  onKind,
  onUntil,
}: {
  /** The member: a suspension lists what it leaves waiting on them. */
  userId: string;
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
      {kind === 'suspend' && <SuspensionDealings userId={userId} />}
    </>
  );
}
