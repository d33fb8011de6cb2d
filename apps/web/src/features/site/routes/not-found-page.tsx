import * as MSG from '@rewind/shared/texts';
import { Home } from 'lucide-react';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle(MSG.pageNotFound);
  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center text-center">
      <p aria-hidden className="font-counter text-3xl tracking-[0.3em] text-cyan">
        ■ STOP · 404
      </p>
      <div aria-hidden className="mt-6 w-64 max-w-full overflow-hidden rounded-sm opacity-60">
        <div className="stripes-bars h-3 w-full" />
      </div>
      <h1 className="mt-8 font-display text-4xl text-paper sm:text-5xl">{MSG.pageNotFound}</h1>
      <p className="mt-4 max-w-md text-lg text-tape-300">{MSG.pageNotFoundText}</p>
      <Button
        size="lg"
        className="mt-8"
        leftIcon={<Home aria-hidden className="size-5" />}
        onClick={() => navigate('/')}
      >
        {MSG.goHome}
      </Button>
    </PageContainer>
  );
}
