import type { TTradeRequest } from '@rewind/shared/trades';
import { filmReleasePath, titleDetailPath } from '@rewind/shared/slug';
import { formatRelativeTime } from '@rewind/shared/time';
import * as MSG from '@rewind/shared/texts';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { BoxCover } from '@/components/ui/box-cover';
import { Counted } from '@/components/ui/counted';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/ui/user-avatar';
import { notify } from '@/lib/notify';
import { Link, useSearchParams } from '@/lib/router';
import { useNow } from '@/lib/use-now';
import { useSingleFlight } from '@/lib/use-single-flight';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import {
  useEndTradeRequest,
  useTradeRequestAnswers,
  useTradeRequests,
} from '@/features/community/api/trades';
import { ProposeTradeButton } from '@/features/community/components/propose-trade-button';
import { GalleryCover } from '@/features/images';

/** The cover's width on the card (w-14). */
const COVER_SIZES = '56px';

/** What ending the request takes with it, as the server counts it. */
function EndRequestConsequences({ id }: { id: string }) {
  return (
    <Counted query={useTradeRequestAnswers(id)} what="the proposals answering it">
      {(answers) => (
        <p className="text-sm leading-relaxed text-tape-300" data-testid="end-request-consequences">
          {MSG.endTradeRequestAnswers(answers.waiting, answers.accepted)}
        </p>
      )}
    </Counted>
  );
}

function TradeRequestRow({ trade, now }: { trade: TTradeRequest; now: Date }) {
  const end = useEndTradeRequest();
  const once = useSingleFlight();
  const [isEnding, setEnding] = useState(false);
  const film = trade.film;
  const cover = trade.release?.coverImageUrl ?? film?.coverImageUrl;
  const filmLink =
    film && (trade.release ? filmReleasePath(film.slug, trade.release.id) : titleDetailPath(film.slug));
  return (
    // Wraps on a phone: the button goes below rather than squeezing the text one word a line.
    <li className="flex flex-wrap gap-4 py-4" data-testid="trade-request">
      <div className="w-14 shrink-0">
        {/* The trader's own photos show what is offered better than the release's cover. */}
        {trade.images.length ? (
          <GalleryCover images={trade.images} subject={trade.offers} sizes={COVER_SIZES} />
        ) : (
          <BoxCover
            url={cover}
            format={trade.release?.format ?? 'Trade'}
            sizes={COVER_SIZES}
            className="shadow-none"
          />
        )}
      </div>
      <div className="min-w-0 flex-1 basis-56">
        <p className="text-sm text-tape-300">
          <span className="font-semibold text-paper">Offers: </span>
          {filmLink ? (
            <Link
              to={filmLink}
              className="text-paper underline decoration-tape-500 underline-offset-2 hover:text-cyan"
            >
              {trade.offers}
            </Link>
          ) : (
            trade.offers
          )}
          {trade.release && <span className="text-tape-400"> · {trade.release.format}</span>}
        </p>
        <p className="text-sm text-tape-300">
          <span className="font-semibold text-paper">Wants: </span>
          {trade.wants}
        </p>
        <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-tape-400">
          <UserAvatar username={trade.trader.username} avatarUrl={trade.trader.avatarUrl} size="xs" />
          <Link
            to={`/users/${encodeURIComponent(trade.trader.username)}`}
            className="font-semibold hover:text-cyan"
          >
            {trade.trader.username}
          </Link>
          <time dateTime={trade.createdAt}>{formatRelativeTime(trade.createdAt, now)}</time>
          {trade.tradeMatch && (
            <span className="font-semibold text-cyan">· {MSG.tradeMatchSummary(trade.tradeMatch)}</span>
          )}
        </p>
      </div>
      {trade.tradeMatch && (
        <div className="shrink-0 self-center">
          <ProposeTradeButton partner={trade.trader.username} tradeRequestId={trade.id} />
        </div>
      )}
      {trade.abilities.remove && (
        <Button variant="ghost" size="sm" onClick={() => setEnding(true)}>
          End request
        </Button>
      )}
      <RemovalDialog
        open={isEnding}
        onOpenChange={setEnding}
        title="End this trade request?"
        description={trade.offers}
        confirmLabel="End request"
        isPending={end.isPending}
        testId="end-trade-request-dialog"
        onConfirm={() =>
          once(() =>
            end.mutateAsync(trade.id).then(
              () => {
                notify.success('Trade request ended');
                setEnding(false);
              },
              (error: unknown) => notify.fromError(error),
            ),
          )
        }
      >
        <EndRequestConsequences id={trade.id} />
      </RemovalDialog>
    </li>
  );
}

/** The active trade requests, newest first, 20 a page. */
export function TradeRequests() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useTradeRequests(page);
  const now = useNow();
  return (
    <ListStates
      query={query}
      isEmpty={(data) => data.items.length === 0}
      skeleton={
        <SkeletonBlocks
          label="Loading trade requests"
          count={4}
          blockClassName="h-24"
          className="flex flex-col gap-3"
        />
      }
      empty={
        <EmptyState
          icon={ArrowLeftRight}
          title="No trade requests yet"
          description="Post what you would trade away and what you would take for it."
        />
      }
    >
      {(data) => (
        <>
          <ol className="divide-y divide-tape-700" aria-label="Trade requests">
            {data.items.map((trade) => (
              <TradeRequestRow key={trade.id} trade={trade} now={now} />
            ))}
          </ol>
          <Pagination
            page={page}
            pageCount={data.hasMore ? page + 1 : page}
            hrefFor={(target) => `/community?tab=trades${target > 1 ? `&page=${target}` : ''}`}
            label="Trade request pages"
          />
        </>
      )}
    </ListStates>
  );
}
