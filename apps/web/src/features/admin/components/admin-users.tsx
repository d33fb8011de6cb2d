import { FormActions } from '@/components/ui/form-actions';
import { SearchableList } from '@/components/ui/searchable-list';
import { type TAdminUser, type TSanctionKind, ZSanctionRequest } from '@rewind/shared/admin';
import { formatDay, formatMoment } from '@rewind/shared/time';
import { Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/lib/notify';
import { fieldErrors } from '@/lib/field-errors';
import { useNotifiedAction, useSingleFlight } from '@/lib/use-single-flight';
import { useAdminUsers, useLift, useSanction, useSetAdmin } from '@/features/admin/api/users';
import { NoteDialog } from '@/features/admin/components/note-dialog';
import { SanctionFields, sanctionOf, tomorrowLocal } from '@/features/admin/components/sanction-fields';

function RestrictDialog({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  const sanction = useSanction(user.userId);
  const once = useSingleFlight();
  const [kind, setKind] = useState<TSanctionKind>('warn');
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState(tomorrowLocal);
  const [errors, setErrors] = useState<{ reason?: string; until?: string }>({});
  const name = user.username ?? user.email;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...sanctionOf(kind, until), reason };
    const checked = ZSanctionRequest.safeParse(input);
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    if (!checked.success) return;
    once(async () => {
      try {
        await sanction.mutateAsync(input);
        notify.success(`${name}: done. They were e-mailed the reason.`);
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
      title={`Restrict ${name}`}
      size="md"
      testId="restrict-dialog"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <SanctionFields
          userId={user.userId}
          label="What"
          kind={kind}
          until={until}
          untilError={errors.until}
          onKind={(next) => setKind(next ?? 'warn')}
          onUntil={setUntil}
        />
        <TextAreaField
          label="Reason (e-mailed to the member)"
          rows={3}
          maxLength={500}
          count={reason.length}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormActions onCancel={onClose} isPending={sanction.isPending} submitLabel="Send" />
      </form>
    </Modal>
  );
}

function MemberRow({ user }: { user: TAdminUser }) {
  const setAdmin = useSetAdmin(user.userId);
  const lift = useLift(user.userId);
  const run = useNotifiedAction();
  const [isRestricting, setRestricting] = useState(false);
  const [isLifting, setLifting] = useState(false);
  const restriction = user.suspendedUntil
    ? ({ kind: 'suspend', until: user.suspendedUntil, label: 'Suspended' } as const)
    : user.silencedUntil
      ? ({ kind: 'silence', until: user.silencedUntil, label: 'Silenced' } as const)
      : null;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="admin-member">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-paper">{user.username ?? 'No username yet'}</span>
          {user.isAdmin && (
            <span className="rounded-sm border border-magenta/60 px-1.5 py-0.5 text-xs text-magenta-soft">
              Admin
            </span>
          )}
          {restriction && (
            <span className="rounded-sm border border-yellow/60 px-1.5 py-0.5 text-xs text-yellow">
              {restriction.label} until {formatMoment(restriction.until)}
            </span>
          )}
        </p>
        <p className="truncate text-sm text-tape-300">
          {user.email} · joined {formatDay(user.joinedAt)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {user.abilities.setAdmin && (
          <Button
            size="sm"
            variant="outline"
            isLoading={setAdmin.isPending}
            onClick={() =>
              run(
                () => setAdmin.mutateAsync(!user.isAdmin),
                user.isAdmin ? 'Admin rights revoked.' : 'Admin rights granted.',
              )
            }
          >
            {user.isAdmin ? 'Revoke admin' : 'Make admin'}
          </Button>
        )}
        {user.abilities.restrict && restriction && (
          <Button size="sm" variant="outline" onClick={() => setLifting(true)}>
            Lift
          </Button>
        )}
        {user.abilities.restrict && (
          <Button size="sm" variant="outline" onClick={() => setRestricting(true)}>
            Restrict…
          </Button>
        )}
      </div>
      {isRestricting && <RestrictDialog user={user} onClose={() => setRestricting(false)} />}
      {isLifting && restriction && (
        <NoteDialog
          title={`Lift: ${user.username ?? user.email}`}
          description={`${restriction.label} until ${formatMoment(restriction.until)}.`}
          label="Why is it lifted? (e-mailed to the member)"
          submitLabel="Lift"
          isPending={lift.isPending}
          testId="lift-dialog"
          onClose={() => setLifting(false)}
          onSubmit={(reason) =>
            run(async () => {
              await lift.mutateAsync({ kind: restriction.kind, reason });
              setLifting(false);
            }, `${restriction.label}: lifted.`)
          }
        />
      )}
    </li>
  );
}

/** Members: search, admin rights, warnings, silences and suspensions. */
export function AdminUsers() {
  return (
    <SearchableList
      search={{ label: 'Search by username or e-mail' }}
      useList={useAdminUsers}
      label="Members"
      rowHeight="h-14"
      empty={{
        icon: Users,
        title: 'No members found',
        whenSearching: 'Nobody matches that search.',
        otherwise: 'Nobody has joined yet.',
      }}
      row={(user) => <MemberRow key={user.userId} user={user} />}
    />
  );
}
