import {
  REPORT_TARGET_LABELS,
  REPORT_TARGETS,
  type TReportOutcome,
  type TReportTarget,
} from '@rewind/shared/report-options';
import type { TReportCase } from '@rewind/shared/reports';
import { formatDay, formatRelativeTime } from '@rewind/shared/time';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { NewerOlder } from '@/components/ui/newer-older';
import { SelectField } from '@/components/ui/select-field';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { TabNav } from '@/components/ui/tab-nav';
import { Link, useSearchParams } from '@/lib/router';
import { useNow } from '@/lib/use-now';
import { useNotifiedAction } from '@/lib/use-single-flight';
import {
  type TQueueState,
  useDismissReport,
  useReopenReport,
  useReportQueue,
  useTakeReport,
} from '@/features/admin/api/reports';
import { NoteDialog } from '@/features/admin/components/note-dialog';
import { reasonLabel, ALL, ResolveDialog } from '@/features/admin/components/report-resolve-dialog';

const OUTCOME_LABELS: Record<TReportOutcome, string> = {
  removed: 'removed',
  warned: 'member warned',
  silenced: 'member silenced',
  suspended: 'member suspended',
};
function CaseActions({ item }: { item: TReportCase }) {
  const take = useTakeReport(item);
  const dismiss = useDismissReport(item);
  const reopen = useReopenReport();
  const run = useNotifiedAction();
  const [dialog, setDialog] = useState<'resolve' | 'dismiss' | null>(null);
  if (item.decision) {
    const decisionId = item.decision.id;
    return (
      <Button
        size="sm"
        variant="outline"
        isLoading={reopen.isPending}
        onClick={() =>
          run(() => reopen.mutateAsync(decisionId), 'Reopened: the reports are back in the queue.')
        }
      >
        Reopen
      </Button>
    );
  }
  return (
    <>
      {!item.takenBy && (
        <Button
          size="sm"
          variant="outline"
          isLoading={take.isPending}
          onClick={() => run(() => take.mutateAsync(undefined), 'Taken: it is yours.')}
        >
          Take
        </Button>
      )}
      <Button size="sm" variant="danger" onClick={() => setDialog('resolve')}>
        Resolve…
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setDialog('dismiss')}>
        Dismiss…
      </Button>
      {dialog === 'resolve' && <ResolveDialog item={item} onClose={() => setDialog(null)} />}
      {dialog === 'dismiss' && (
        <NoteDialog
          title={`Dismiss: ${item.label}`}
          description={
            item.targetType === 'post'
              ? 'Nothing to act on: the reports close, and a post the flags hid shows again.'
              : 'Nothing to act on: the reports close.'
          }
          label="Note (why nothing is done)"
          submitLabel="Dismiss"
          isPending={dismiss.isPending}
          testId="dismiss-dialog"
          onClose={() => setDialog(null)}
          onSubmit={(note) =>
            run(async () => {
              await dismiss.mutateAsync({ note });
              setDialog(null);
            }, 'Dismissed.')
          }
        />
      )}
    </>
  );
}

function CaseCard({ item, now }: { item: TReportCase; now: Date }) {
  return (
    <li className="rounded-lg border border-tape-700 bg-tape-900 p-4" data-testid="report-case">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-xs tracking-wide text-tape-400 uppercase">
            <span className="rounded-sm border border-magenta/60 px-1.5 py-0.5 text-magenta-soft">
              {REPORT_TARGET_LABELS[item.targetType]}
            </span>
            <span>
              {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'} · first{' '}
              <time dateTime={item.firstReportedAt} title={formatDay(item.firstReportedAt)}>
                {formatRelativeTime(item.firstReportedAt, now)}
              </time>
            </span>
            {item.takenBy && <span className="text-cyan">taken by {item.takenBy}</span>}
          </p>
          <h3 className="mt-1 font-semibold break-words text-paper">
            {item.path ? (
              <Link to={item.path} className="hover:underline">
                {item.label}
              </Link>
            ) : (
              item.label
            )}
          </h3>
          {item.excerpt && <p className="mt-1 line-clamp-3 text-sm text-tape-200">{item.excerpt}</p>}
          {item.subject && (
            <p className="mt-1 text-sm text-tape-300">
              About{' '}
              {item.subject.username ? (
                <Link
                  to={`/users/${encodeURIComponent(item.subject.username)}`}
                  className="text-cyan hover:underline"
                >
                  {item.subject.username}
                </Link>
              ) : (
                'a member without a profile'
              )}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <CaseActions item={item} />
        </div>
      </div>
      <ul className="mt-3 flex flex-col gap-1 border-t border-tape-700 pt-3 text-sm" aria-label="Reports">
        {item.reports.map((report, index) => (
          <li key={index} className="text-tape-300">
            <span className="font-semibold text-paper">{report.reporter ?? 'A member'}</span>:{' '}
            {reasonLabel(report.reason)}
            {report.note && <span className="text-tape-200"> — “{report.note}”</span>}
            <span className="text-tape-400"> · {formatRelativeTime(report.createdAt, now)}</span>
          </li>
        ))}
      </ul>
      {item.decision && (
        <p className="mt-3 rounded-md bg-tape-800 p-3 text-sm text-tape-200" data-testid="report-decision">
          <span className="font-semibold text-paper">
            {item.state === 'resolved' ? 'Resolved' : 'Dismissed'}
          </span>
          {item.decision.by && ` by ${item.decision.by}`} {formatRelativeTime(item.decision.at, now)}
          {item.decision.outcomes.length > 0 &&
            `: ${item.decision.outcomes.map((outcome) => OUTCOME_LABELS[outcome]).join(', ')}`}
          {item.decision.note && <span className="block text-tape-300">“{item.decision.note}”</span>}
        </p>
      )}
    </li>
  );
}

const STATES = [
  { id: 'open', label: 'Open', to: '/admin?section=reports' },
  { id: 'closed', label: 'Decided', to: '/admin?section=reports&state=closed' },
] as const;

/** The reports queue: flagged posts, reported listings, members and ratings; take, resolve, dismiss. */
export function AdminReports() {
  const [params] = useSearchParams();
  const state: TQueueState = params.get('state') === 'closed' ? 'closed' : 'open';
  const [targetType, setTargetType] = useState<TReportTarget | typeof ALL>(ALL);
  const [page, setPage] = useState(1);
  const query = useReportQueue(state, targetType, page);
  // A new tab starts at its first page.
  const [shownState, setShownState] = useState(state);
  if (shownState !== state) {
    setShownState(state);
    setPage(1);
  }
  const now = useNow();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <TabNav label="Reports" tabs={STATES} current={state} />
        <div className="w-48">
          <SelectField
            label="Kind"
            options={[ALL, ...REPORT_TARGETS]}
            optionLabel={(value) =>
              value === ALL ? 'All kinds' : REPORT_TARGET_LABELS[value as TReportTarget]
            }
            value={targetType}
            onChange={(event) => {
              setTargetType(event.target.value as TReportTarget | typeof ALL);
              setPage(1);
            }}
          />
        </div>
      </div>
      <ListStates
        query={query}
        isEmpty={(data) => data.items.length === 0}
        skeleton={
          <SkeletonBlocks
            label="Loading reports"
            count={3}
            blockClassName="h-32"
            className="flex flex-col gap-3"
          />
        }
        empty={
          <EmptyState
            icon={ShieldCheck}
            title={state === 'open' ? 'Nothing to review' : 'No decisions yet'}
            description={
              state === 'open'
                ? 'No member has reported anything that waits for an admin.'
                : 'Decided reports show here.'
            }
          />
        }
      >
        {(data) => (
          <>
            <ul
              className="flex flex-col gap-3"
              aria-label={state === 'open' ? 'Open reports' : 'Decided reports'}
            >
              {data.items.map((item) => (
                <CaseCard
                  key={`${item.targetType}:${item.targetId}:${item.decision?.id ?? 'open'}`}
                  item={item}
                  now={now}
                />
              ))}
            </ul>
            <NewerOlder page={page} hasMore={data.hasMore} onPage={setPage} />
          </>
        )}
      </ListStates>
    </div>
  );
}
