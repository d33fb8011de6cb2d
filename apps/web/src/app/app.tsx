import { MSG } from '@rewind/shared/messages';
import { AppRouter } from '@/app/app-router';
import { AppProviders } from '@/app/providers';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { useSession } from '@/features/auth/api/get-session';

/** Routes depend on who is signed in (/admin), so they wait for the session. */
function SessionGate() {
  const { isPending, isAdmin } = useSession();
  if (isPending) return <FullScreenLoader message={MSG.loadingCollection} />;
  return <AppRouter isAdmin={isAdmin} />;
}

export function App() {
  return (
    <AppProviders>
      <SessionGate />
    </AppProviders>
  );
}
