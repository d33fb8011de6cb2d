import { Suspense } from 'react';
import { useSearchParams } from '@/lib/router';
import { lazyComponent } from '@/components/ui/lazy-component';

// Only the confirmation link's landing has anything to say: its code loads there alone.
const EmailVerifiedLanding = lazyComponent(() =>
  import('@/features/auth/components/email-verified-landing').then((module) => module.EmailVerifiedLanding),
);

/** What the confirmation link's landing (`/?verified=1`) says: email-verified-landing.tsx. */
export function EmailVerifiedNotice() {
  const [params] = useSearchParams();
  if (params.get('verified') !== '1') return null;
  return (
    <Suspense fallback={null}>
      <EmailVerifiedLanding />
    </Suspense>
  );
}
