import { ADMIN_ACTION_NAMES, ADMIN_ACTIONS, type TAdminAction, type TAuditEntry } from '@rewind/shared/admin';
import { formatDay, formatRelativeTime } from '@rewind/shared/time';
import { ScrollText } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { NewerOlder } from '@/components/ui/newer-older';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/form-field';
import { ListStates } from '@/components/ui/list-states';
import { SelectField } from '@/components/ui/select-field';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { useNow } from '@/lib/use-now';
import { useAuditLog } from '@/features/admin/api/audit-log';

const ALL = '';

const actionLabel = (action: string) => ADMIN_ACTIONS[action as TAdminAction] ?? action;

function Entry({ entry, now }: { entry: TAuditEntry; now: Date }) {
  return (
    <tr className="border-b border-tape-700 align-top" data-testid="audit-entry">
      <td className="py-2.5 pr-4 whitespace-nowrap text-tape-300">
        <time dateTime={entry.createdAt} title={formatDay(entry.createdAt)}>
          {formatRelativeTime(entry.createdAt, now)}
        </time>
      </td>
      <td className="py-2.5 pr-4 font-semibold text-paper">{entry.admin}</td>
      <td className="py-2.5 pr-4 text-paper">{actionLabel(entry.action)}</td>
      <td className="py-2.5 pr-4 text-tape-200">
        <span className="text-tape-400">{entry.targetType} </span>
        {entry.targetLabel ?? <code className="text-xs">{entry.targetId}</code>}
      </td>
      <td className="py-2.5 text-tape-200">{entry.reason ?? '–'}</td>
    </tr>
  );
}

/** Every admin action, newest first: read-only, filtered by action or admin. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<TAdminAction | typeof ALL>(ALL);
  const [admin, setAdmin] = useState('');
  const deferredAdmin = useDeferredValue(admin.trim());
  const query = useAuditLog({
    page,
    ...(action ? { action } : {}),
    ...(deferredAdmin ? { admin: deferredAdmin } : {}),
  });
  const now = useNow();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label="Action"
          options={[ALL, ...ADMIN_ACTION_NAMES]}
          optionLabel={(name) => (name ? actionLabel(name) : 'Every action')}
          value={action}
          onChange={(event) => {
            setAction(event.target.value as TAdminAction | typeof ALL);
            setPage(1);
          }}
        />
        <TextField
          label="Admin (username)"
          value={admin}
          onChange={(event) => {
            setAdmin(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <ListStates
        query={query}
        isEmpty={(data) => data.items.length === 0}
        skeleton={
          <SkeletonBlocks
            label="Loading the audit log"
            count={4}
            blockClassName="h-10"
            className="flex flex-col gap-2"
          />
        }
        empty={
          <EmptyState
            icon={ScrollText}
            title="No admin actions"
            description="Nothing matches these filters yet."
          />
        }
      >
        {(data) => (
          <>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm" aria-label="Audit log">
                <thead className="border-b border-tape-600 text-xs tracking-wide text-tape-400 uppercase">
                  <tr>
                    <th className="py-2 pr-4 font-semibold">When</th>
                    <th className="py-2 pr-4 font-semibold">Admin</th>
                    <th className="py-2 pr-4 font-semibold">Action</th>
                    <th className="py-2 pr-4 font-semibold">Target</th>
                    <th className="py-2 font-semibold">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((entry) => (
                    <Entry key={entry.id} entry={entry} now={now} />
                  ))}
                </tbody>
              </table>
            </div>
            <NewerOlder page={page} hasMore={data.hasMore} onPage={setPage} />
          </>
        )}
      </ListStates>
    </div>
  );
}
