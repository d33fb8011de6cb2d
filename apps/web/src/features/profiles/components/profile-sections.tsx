import type { TPublicProfile } from '@rewind/shared/profiles';
import { Library } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TitledSection } from '@/components/ui/titled-section';

type TVisibleProfile = Extract<TPublicProfile, { isPrivate: false }>;

const shelfTitle = (count: number | null) =>
  count === null
    ? 'Tapes on the shelf'
    : count === 0
      ? 'No tapes on the shelf yet'
      : `${count} ${count === 1 ? 'tape' : 'tapes'} on the shelf`;

/** The profile's collection: its count and a link to the whole shelf (the listings are the marketplace's). */
export function ProfileShelves({ profile }: { profile: TVisibleProfile }) {
  const { username, isOwner, collectionCount } = profile;
  const collectionPath = `/users/${encodeURIComponent(username)}/collection`;
  // A hidden count (null) hides the number, not the collection: it is shown and linked all the same.
  const hasCollection = collectionCount !== 0;
  return (
    <div>
      <TitledSection
        size="md"
        id="profile-collection"
        label="Side A"
        title="Collection"
        action={
          hasCollection ? (
            <Link to={collectionPath} className="text-sm font-semibold text-cyan hover:text-paper">
              View all
            </Link>
          ) : undefined
        }
      >
        <EmptyState
          icon={Library}
          title={shelfTitle(collectionCount)}
          description={
            hasCollection
              ? // Notes are the owner's alone.
                `Browse every release in the collection${isOwner ? ', with your notes' : ''}.`
              : isOwner
                ? 'Releases you add to your collection show up here.'
                : `Releases ${username} adds to their collection show up here.`
          }
          action={
            hasCollection ? (
              <Link to={collectionPath} className={buttonClasses({ variant: 'outline' })}>
                Open the collection
              </Link>
            ) : isOwner ? (
              <Link to="/catalog" className={buttonClasses({ variant: 'outline' })}>
                Browse the catalogue
              </Link>
            ) : undefined
          }
        />
      </TitledSection>
    </div>
  );
}
