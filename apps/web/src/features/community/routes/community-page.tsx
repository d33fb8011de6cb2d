import { MSG } from '@rewind/shared/messages';
import { FORUM_CATEGORIES, FORUM_CATEGORY_LABELS } from '@rewind/shared/options';
import { MessagesSquare } from 'lucide-react';
import { Link } from '@/lib/router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CommunityPage() {
  useDocumentTitle(MSG.navCommunity);
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Community"
        title={MSG.navCommunity}
        description="Forum discussions, trade requests and collecting challenges."
      />
      <nav aria-label="Forum categories" className="mb-8">
        <ul className="flex flex-wrap gap-2">
          {FORUM_CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={`/community/forums/category/${category}`}
                className="inline-flex h-9 items-center rounded-full border border-tape-600 px-4 text-sm text-tape-300 transition hover:border-cyan hover:text-paper"
              >
                {FORUM_CATEGORY_LABELS[category]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <EmptyState
        icon={MessagesSquare}
        title="No discussions yet"
        description="Forum posts, trade requests and challenges from collectors will appear here."
      />
    </PageContainer>
  );
}
