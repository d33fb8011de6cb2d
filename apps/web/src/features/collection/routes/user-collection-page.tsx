import * as MSG from '@rewind/shared/texts';
import { ArrowLeft, Library, UserX } from 'lucide-react';
import { Link, useParams, useSearchParams } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useUserCollection } from '@/features/collection/api/get-user-collection';
import { ShelfBrowser, readShelfParams, shelfQueryOf } from '@/features/collection/components/shelf-browser';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /users/{username}/collection: someone's collection, read-only; 'User not found' when private or unknown. */
export function UserCollectionPage() {
  const { username = '' } = useParams();
  const [params] = useSearchParams();
  const query = useUserCollection(username, shelfQueryOf(readShelfParams(params)));
  const isMissing = isApiError(query.error) && query.error.isNotFound;
  const name = query.data?.username ?? username;
  const title = `${name}'s collection`;
  useDocumentTitle(isMissing ? MSG.userNotFound : title);
  const total = query.data?.total;
  const backToProfile = (
    <Link to={`/users/${encodeURIComponent(name)}`} className={buttonClasses({ variant: 'outline' })}>
      <ArrowLeft aria-hidden className="size-4" />
      Back to the profile
    </Link>
  );

  if (isMissing) {
    return (
      <PageContainer>
        <EmptyState
          icon={UserX}
          title={MSG.userNotFound}
          description="There is no public collector by this name."
          action={
            <Link to="/" className={buttonClasses({ variant: 'outline' })}>
              {MSG.goHome}
            </Link>
          }
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Collector"
        title={title}
        description={
          // The count only when the owner shows it.
          typeof total === 'number' ? (
            <span data-testid="collection-count">
              {total === 1 ? '1 item' : `${total} items`} on the shelf
            </span>
          ) : undefined
        }
        actions={backToProfile}
      />
      <ShelfBrowser
        query={query}
        actions={null}
        emptyState={
          <EmptyState
            icon={Library}
            title="No tapes here yet"
            description="Releases this collector adds to their collection are listed here."
            action={backToProfile}
          />
        }
      />
    </PageContainer>
  );
}
