import * as MSG from '@rewind/shared/texts';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { TabNav } from '@/components/ui/tab-nav';
import { isApiError } from '@/lib/api-client';
import { useSearchParams } from '@/lib/router';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  AdminCatalogue,
  AdminDashboard,
  AdminReports,
  AdminUsers,
  AuditLog,
  AdminChallenges,
  useAuditLog,
} from '@/features/admin';
import { BlogAdmin } from '@/features/blog';
import { ForumAdmin } from '@/features/community';
import { AdminMarketplaceSection } from '@/app/pages/admin-marketplace-section';

const SECTIONS = [
  { id: 'dashboard', label: 'Dashboard', to: '/admin?section=dashboard' },
  { id: 'reports', label: 'Reports', to: '/admin?section=reports' },
  { id: 'users', label: 'Members', to: '/admin?section=users' },
  { id: 'catalogue', label: 'Catalogue', to: '/admin?section=catalogue' },
  { id: 'challenges', label: 'Challenges', to: '/admin?section=challenges' },
  { id: 'marketplace', label: 'Marketplace', to: '/admin?section=marketplace' },
  { id: 'forum', label: 'Forum', to: '/admin?section=forum' },
  { id: 'blog', label: 'Blog', to: '/admin?section=blog' },
  { id: 'audit', label: 'Audit log', to: '/admin?section=audit' },
] as const;
type TSection = (typeof SECTIONS)[number]['id'];

const sectionOf = (params: URLSearchParams): TSection =>
  SECTIONS.find((section) => section.id === params.get('section'))?.id ?? 'dashboard';

/**
 * The portal asks for a session that passed two-factor before it shows anything: every admin answer needs
 * one (the API's refusal says which step is missing), so the page says how to get it instead of failing piece
 * by piece.
 */
function TwoFactorGate({ children }: { children: ReactNode }) {
  const probe = useAuditLog({ page: 1 });
  if (isApiError(probe.error) && probe.error.code === 'two_factor_required') {
    return (
      <EmptyState
        icon={ShieldAlert}
        title="Two-factor authentication needed"
        description={probe.error.message}
      />
    );
  }
  return children;
}

/** /admin: the admins' portal, a section per tab. */
export function AdminPage() {
  const [params] = useSearchParams();
  const section = sectionOf(params);
  useDocumentTitle(MSG.navAdminPortal);
  return (
    <PageContainer>
      <PageHeader
        eyebrow={MSG.adminBadge}
        title={MSG.navAdminPortal}
        description="Every action taken here is kept in the audit log, with who took it and why."
      />
      <TabNav label="Admin sections" tabs={SECTIONS} current={section} />
      <TwoFactorGate>
        {section === 'dashboard' && <AdminDashboard />}
        {section === 'reports' && <AdminReports />}
        {section === 'users' && <AdminUsers />}
        {section === 'catalogue' && <AdminCatalogue />}
        {section === 'challenges' && <AdminChallenges />}
        {section === 'marketplace' && <AdminMarketplaceSection />}
        {section === 'forum' && <ForumAdmin />}
        {section === 'blog' && <BlogAdmin />}
        {section === 'audit' && <AuditLog />}
      </TwoFactorGate>
    </PageContainer>
  );
}
