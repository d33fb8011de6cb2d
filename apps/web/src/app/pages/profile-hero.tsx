import { memberSince } from '@rewind/shared/time';
import * as MSG from '@rewind/shared/texts';
import { ArrowLeftRight, Ban, CalendarDays, EyeOff, MapPin, Pencil, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { ReportButton } from '@/features/reports';
import { useSession } from '@/lib/session';

import { UserAvatar } from '@/components/ui/user-avatar';
import type { TVisibleProfile } from '@/app/pages/profile-page';

/** The profile card's frame: the tape stripes along the top, like the dialogs. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`relative overflow-hidden rounded-xl border border-tape-600 bg-tape-900 shadow-box ${className}`}
    >
      <div aria-hidden className="stripes-x h-1" />
      {children}
    </div>
  );
}

function Stat({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  testId: string;
}) {
  return (
    <div data-testid={testId} className="rounded-lg border border-tape-700 bg-tape-850 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-tape-400 uppercase">{label}</dt>
      <dd className="mt-1 flex items-baseline gap-2">
        <span className="font-counter text-4xl leading-none text-paper">{value}</span>
        {detail && <span className="text-sm text-tape-400">{detail}</span>}
      </dd>
    </div>
  );
}

export function ProfileHero({
  profile,
  onEdit,
  canEdit,
}: {
  profile: TVisibleProfile;
  onEdit: () => void;
  canEdit: boolean;
}) {
  const {
    username,
    avatarUrl,
    bio,
    location,
    isOwner,
    isPublic,
    collectionCount,
    sellerRating,
    traderRating,
  } = profile;
  const { user } = useSession();
  return (
    <Card>
      <div className="flex flex-col gap-6 p-5 sm:flex-row sm:p-8">
        <UserAvatar username={username} avatarUrl={avatarUrl} size="xl" alt={`${username}'s avatar`} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="font-counter text-xl leading-none tracking-wider text-cyan uppercase">
                Collector
              </p>
              <h1 className="mt-1 font-display text-3xl leading-tight break-words text-paper sm:text-4xl">
                {username}
              </h1>
            </div>
            {isOwner && (
              <Button
                variant="outline"
                leftIcon={<Pencil aria-hidden className="size-4" />}
                onClick={onEdit}
                disabled={!canEdit}
                className="self-start"
              >
                {MSG.editProfileTitle}
              </Button>
            )}
            {!isOwner && user && (
              <div className="self-start">
                <ReportButton target={{ targetType: 'user', targetId: username }} what={username} />
              </div>
            )}
          </div>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-tape-300">
            {location && (
              <li className="flex items-center gap-1.5" data-testid="profile-location">
                <MapPin aria-hidden className="size-4 text-tape-400" />
                {location}
              </li>
            )}
            <li className="flex items-center gap-1.5" data-testid="profile-member-since">
              <CalendarDays aria-hidden className="size-4 text-tape-400" />
              {memberSince(profile.memberSince)}
            </li>
            {profile.tradeMatch && (
              <li className="flex items-center gap-1.5 text-cyan" data-testid="profile-trade-match">
                <ArrowLeftRight aria-hidden className="size-4" />
                <Link to="/community?tab=trades" className="hover:underline">
                  {MSG.tradeMatchSummary(profile.tradeMatch)}
                </Link>
              </li>
            )}
            {profile.isSuspended && (
              <li className="flex items-center gap-1.5 text-orange" data-testid="profile-suspended">
                <Ban aria-hidden className="size-4" />
                Suspended: only admins see this page and what they put up
              </li>
            )}
            {isOwner && !isPublic && (
              <li className="flex items-center gap-1.5 text-orange">
                <EyeOff aria-hidden className="size-4" />
                Private: only you see this page
              </li>
            )}
          </ul>
          {bio ? (
            <p
              data-testid="profile-bio"
              className="mt-4 max-w-prose leading-relaxed whitespace-pre-line text-paper"
            >
              {bio}
            </p>
          ) : (
            <p className="mt-4 text-sm text-tape-400 italic">
              {isOwner ? 'No bio yet. Tell other collectors what you hunt for.' : 'No bio yet.'}
            </p>
          )}
          <dl className="mt-6 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:max-w-lg">
            {collectionCount !== null && (
              <Stat
                testId="profile-collection-count"
                label="In collection"
                value={collectionCount}
                detail="tapes"
              />
            )}
            <Stat
              testId="profile-seller-rating"
              label="Seller rating"
              value={<RatingValue rating={sellerRating} />}
              detail={
                sellerRating.count === 0
                  ? undefined
                  : `${ratingCount(sellerRating.count)}${sellerRating.positiveShare === null ? '' : ` · ${sellerRating.positiveShare}% positive`}`
              }
            />
            <Stat
              testId="profile-completed-sales"
              label="Sales"
              value={sellerRating.completedSales}
              detail="completed"
            />
            <Stat
              testId="profile-trader-rating"
              label="Trade rating"
              value={<RatingValue rating={traderRating} />}
              detail={traderRating.count === 0 ? undefined : ratingCount(traderRating.count)}
            />
            <Stat
              testId="profile-completed-trades"
              label="Trades"
              value={traderRating.completedTrades}
              detail="completed"
            />
          </dl>
        </div>
      </div>
    </Card>
  );
}

const ratingCount = (count: number) => `${count} rating${count === 1 ? '' : 's'}`;

/** A seller's or trader's average in stars; 'No ratings yet' rather than a 0.0 that reads as bad. */
function RatingValue({ rating }: { rating: { average: number; count: number } }) {
  return rating.count === 0 ? (
    <span className="text-base text-tape-300">No ratings yet</span>
  ) : (
    <span className="inline-flex items-center gap-1.5">
      <Star aria-hidden className="size-5 fill-yellow text-yellow" />
      {rating.average.toFixed(1)}
    </span>
  );
}
