import { formatDay } from '@rewind/shared/time';
import type { TAdminReads } from '@rewind/shared/admin';
import { ShieldAlert } from 'lucide-react';

/**
 * Says on a member's private exchange (an order, a trade) that admins read it, and when last: they may only
 * while a report about it is open, and each read is logged.
 */
export function AdminReadsNote({ reads, what }: { reads: TAdminReads; what: string }) {
  if (!reads) return null;
  const times = reads.count === 1 ? 'once' : `${reads.count} times`;
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-tape-600 bg-tape-900 p-3 text-sm text-tape-300"
      data-testid="admin-reads"
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-yellow" />
      <span>
        An admin read this {what} and its messages {times}, last on {formatDay(new Date(reads.lastAt))}, while
        a report about it was open. Admins may read a member&apos;s {what} only then, and each read is logged.
      </span>
    </p>
  );
}
