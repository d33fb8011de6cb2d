import * as MSG from '@rewind/shared/texts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { AppRouter } from '@/app/app-router';
import type { TPages } from '@/app/router';
import { AppProviders } from '@/app/providers';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { useSession } from '@/lib/session';

/** The router of the place the app runs: the browser's history, or the one address the server renders. */
export type TRouterComponent = ComponentType<{ children: ReactNode }>;

type TAppProps = {
  /** The query cache, seeded with the page's embedded data. */
  queryClient: QueryClient;
  Router: TRouterComponent;
  createPages: () => TPages;
};

/** Routes depend on who is signed in (/admin), so they wait for the session. */
function SessionGate({ Router, createPages }: Omit<TAppProps, 'queryClient'>) {
  const { isPending, mayViewAdminPortal } = useSession();
  if (isPending) return <FullScreenLoader message={MSG.loadingCollection} />;
  return <AppRouter mayViewAdminPortal={mayViewAdminPortal} Router={Router} createPages={createPages} />;
}

/** The whole app. Its entry (main.tsx in the browser, entry-server.tsx on the server) says how it runs there. */
export function App({ queryClient, ...routing }: TAppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <SessionGate {...routing} />
    </AppProviders>
  );
}
