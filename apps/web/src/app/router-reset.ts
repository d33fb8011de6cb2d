import { createContext, useContext } from 'react';

// New lazy pages are the only way to retry a page whose code failed to load: React keeps a lazy component's
// failure for its life. Without a provider (app-router.tsx), a full reload does it.
export const RouterResetContext = createContext<() => void>(() => window.location.reload());

export const useRouterReset = () => useContext(RouterResetContext);
