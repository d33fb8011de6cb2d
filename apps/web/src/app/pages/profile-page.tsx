import * as MSG from '@rewind/shared/texts';
import type { TPublicProfile } from '@rewind/shared/profiles';
import { Ban, Home, Lock, RotateCcw, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { PageContainer } from '@/components/ui/page-container';
import { Skeleton } from '@/components/ui/skeleton';
import { TwoFactorSection } from '@/features/auth';
import { NotificationPreferences } from '@/features/notifications';
import { TitledSection } from '@/components/ui/titled-section';
import { EditProfileDialog, ProfileShelves, useMyProfile, usePublicProfile } from '@/features/profiles';
import { SellerListings } from '@/features/marketplace';
import { SellerFeedback } from '@/features/orders';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

import { UserAvatar } from '@/components/ui/user-avatar';
import { Card, ProfileHero } from '@/app/pages/profile-hero';

export type TVisibleProfile = Extract<TPublicProfile, { isPrivate: false }>;

/**
 * A profile that shows its name alone: a private one, or a suspended member's, which says so. A member who
 * bought from a suspended seller still reads the feedback of those orders below it.
 */
function NameOnlyProfile({ username, isSuspended }: { username: string; isSuspended: boolean }) {
  const { isSignedIn } = useSession();
  const Icon = isSuspended ? Ban : Lock;
  return (
    <div className="flex flex-col gap-12">
      <Card className="mx-auto w-full max-w-xl">
        <div
          className="flex flex-col items-center gap-4 px-6 py-12 text-center"
          data-testid={isSuspended ? 'suspended-profile' : 'private-profile'}
        >
          <UserAvatar username={username} size="lg" />
          <h1 className="font-display text-3xl break-all text-paper">{username}</h1>
          <p className="flex items-center gap-2 text-tape-300">
            <Icon aria-hidden className="size-4 text-orange" />
            {isSuspended ? MSG.profileSuspended : 'This profile is private.'}
          </p>
        </div>
      </Card>
      {isSuspended && isSignedIn && <SellerFeedback username={username} isOwnOnly />}
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div aria-busy="true" aria-label={MSG.loading} data-testid="profile-loading">
      <div className="flex flex-col gap-6 rounded-xl border border-tape-700 p-5 sm:flex-row sm:p-8">
        <Skeleton round className="size-28 sm:size-36" />
        <div className="flex-1">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="mt-3 h-9 w-2/3 max-w-sm" />
          <Skeleton className="mt-4 h-4 w-48" />
          <Skeleton className="mt-5 h-16 w-full max-w-prose" />
        </div>
      </div>
    </div>
  );
}

/** /users/{username}: the public profile. */
export function ProfilePage() {
  const { username = '' } = useParams();
  const navigate = useNavigate();
  const query = usePublicProfile(username);
  const profile = query.data;
  const isOwner = profile?.isOwner === true;
  const myProfile = useMyProfile();
  const [isEditing, setIsEditing] = useState(false);
  useDocumentTitle(profile?.username ?? username);

  let content: ReactNode;
  if (query.isPending) {
    content = <ProfileSkeleton />;
  } else if (query.isError) {
    content =
      isApiError(query.error) && query.error.isNotFound ? (
        <EmptyState
          icon={UserX}
          title={MSG.userNotFound}
          description={`No collector goes by “${username}”. Check the spelling, or find them through the community.`}
          action={
            <Button leftIcon={<Home aria-hidden className="size-4" />} onClick={() => navigate('/')}>
              {MSG.goHome}
            </Button>
          }
        />
      ) : (
        <ErrorPanel
          title={MSG.pageError}
          message="This profile could not be loaded."
          actions={
            <Button
              variant="outline"
              leftIcon={<RotateCcw aria-hidden className="size-4" />}
              onClick={() => void query.refetch()}
            >
              {MSG.retry}
            </Button>
          }
        />
      );
  } else if (profile?.isPrivate) {
    content = <NameOnlyProfile username={profile.username} isSuspended={profile.isSuspended} />;
  } else if (profile) {
    content = (
      <div className="flex flex-col gap-12">
        <ProfileHero profile={profile} canEdit={Boolean(myProfile.data)} onEdit={() => setIsEditing(true)} />
        {isOwner && (
          <TitledSection size="md" id="profile-security" label="Owner only" title="Account security">
            <Card>
              <div className="p-5 sm:p-6">
                <TwoFactorSection headingId="two-factor-heading" />
              </div>
            </Card>
          </TitledSection>
        )}
        {isOwner && (
          <TitledSection
            size="md"
            id="profile-notifications"
            label="Owner only"
            title="Notification settings"
          >
            <Card>
              <div className="p-5 sm:p-6">
                <NotificationPreferences />
              </div>
            </Card>
          </TitledSection>
        )}
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-8">
          <ProfileShelves profile={profile} />
          <SellerListings
            username={profile.username}
            sellerTerms={profile.sellerTerms}
            shipping={profile.shippingInWords}
          />
        </div>
        <SellerFeedback username={profile.username} />
      </div>
    );
  }

  return (
    <PageContainer>
      {content}
      {isOwner && myProfile.data && isEditing && (
        <EditProfileDialog open onOpenChange={setIsEditing} profile={myProfile.data} />
      )}
    </PageContainer>
  );
}
