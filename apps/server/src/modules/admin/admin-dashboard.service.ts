import type { TDashboard } from '@rewind/shared/admin';
import { adminPolicy } from '@rewind/shared/policies/admin';
import type { Actor } from '../../platform/actor';
import { authorize } from '../../platform/authorize';
import { type Period, periodOf } from '../../platform/periods';

type Metrics = TDashboard['metrics'];
/** A module's share of the dashboard: its metrics over a period. */
type Source = (period: Period) => Promise<Partial<Metrics>>;

/**
 * The portal's dashboard: each module counts its own rows (members, listings, orders and
 * sales, reports, posts), each figure beside the period before. Read for each visit: admins are few, and a
 * moderator wants the numbers as they are.
 */
export function createDashboardService(deps: { sources: Source[]; currency: string; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async read(actor: Actor | null, days: number): Promise<TDashboard> {
      authorize(adminPolicy.readDashboard(actor));
      const period = periodOf(days, now());
      const parts = await Promise.all(deps.sources.map((source) => source(period)));
      return { days, currency: deps.currency, metrics: Object.assign({}, ...parts) as Metrics };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
