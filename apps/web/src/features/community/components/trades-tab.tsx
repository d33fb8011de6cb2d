import { TitledSection } from '@/components/ui/titled-section';
import { useSession } from '@/lib/session';
import { MyTrades } from '@/features/community/components/my-trades';
import { TradeMatches } from '@/features/community/components/trade-matches';
import { TradeRequests } from '@/features/community/components/trade-requests';

/** /community's Trades tab: trade requests, newest first, and beside them my trades and my matches. */
export function TradesTab() {
  const { isSignedIn } = useSession();
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_380px]">
      <TitledSection id="trade-requests" label="Wanted and offered" title="Trade requests" size="md">
        <TradeRequests />
      </TitledSection>
      <div className="flex flex-col gap-10">
        {isSignedIn && (
          <TitledSection id="my-trades" label="Under way and done" title="Your trades" size="md">
            <MyTrades />
          </TitledSection>
        )}
        <TitledSection id="trade-matches" label="For you" title="Your trade matches" size="md">
          <TradeMatches />
        </TitledSection>
      </div>
    </div>
  );
}
