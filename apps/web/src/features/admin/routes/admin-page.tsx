import * as MSG from '@rewind/shared/texts';
import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminPage() {
  useDocumentTitle(MSG.navAdminPortal);
  return (
    <PageContainer>
      <PageHeader eyebrow={MSG.adminBadge} title={MSG.navAdminPortal} />
      <EmptyState
        icon={ShieldCheck}
        title="Nothing to review"
        description="Admin tools will be gathered here."
      />
    </PageContainer>
  );
}
