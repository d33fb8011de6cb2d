import { createContext, useContext } from 'react';

// Creating the router again is the only way to retry a route whose lazy import failed: React Router
// keeps the rejected promise for the life of the router. Without a provider, a full reload does it.
export const RouterResetContext = createContext<() => void>(() => window.location.reload());

export const useRouterReset = () => useContext(RouterResetContext);
