import type { TTradeProposalDetail } from '@rewind/shared/trade-proposals';
import { ReportButton } from '@/features/reports';

/** 'Report' on a trade, for its two members: while the report is open, an admin may read the trade. */
export function ReportTrade({ trade }: { trade: TTradeProposalDetail }) {
  return (
    <ReportButton
      target={{ targetType: 'trade-proposal', targetId: trade.id }}
      what={`trade #${trade.displayId}`}
    />
  );
}
