import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Landing page of the password-reset e-mail. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  return (
    <PageContainer width="narrow">
      <PageHeader eyebrow="Account" title="Reset your password" />
      <EmptyState
        icon={KeyRound}
        title="Choose a new password"
        description="Open this page from the link in your password-reset e-mail to set a new password."
        action={
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            Back to the home page
          </Link>
        }
      />
    </PageContainer>
  );
}
