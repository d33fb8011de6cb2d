import {
  type ComponentProps,
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Link as WouterLink, Router as WouterRouter, useParams as useWouterParams } from 'wouter';

/**
 * The app's routing (decision 014): wouter matches the routes and draws the links, and this module owns the
 * address. Every page, feature and layout imports its links and hooks from here, never from wouter.
 *
 * The address is React state, changed in a transition: a navigation keeps the current page on screen while
 * the next page's code loads (with the progress bar), as React Router's did. wouter's own browser hook reads
 * the address through `useSyncExternalStore`, whose updates cannot be transitions.
 */
export type TAddress = { pathname: string; search: string };
export type TNavigateOptions = { replace?: boolean };
export type TNavigate = (to: string, options?: TNavigateOptions) => void;

type TRouting = {
  address: TAddress;
  navigate: TNavigate;
  /** The address as it is now, also between a navigation and the render it starts. */
  readLatest: () => TAddress;
};

const RoutingContext = createContext<TRouting | null>(null);

function useRouting(): TRouting {
  const routing = useContext(RoutingContext);
  if (!routing) throw new Error('Routing hooks need a BrowserRouter or a StaticRouter above them');
  return routing;
}

// wouter decodes the path (decodeURI) before it matches it. It is handed the path with each '%' escaped, so
// that decoding gives back the path as it came, and `useParams` decodes each parameter whole: a name with
// '&' or '%' in it ('/distributors/Anchor%20Bay%20%26%20Co') arrives as it was written.
const usePathForWouter = (): [string, TNavigate] => {
  const { address, navigate } = useRouting();
  return [address.pathname.replaceAll('%', '%25'), navigate];
};
const useSearchForWouter = () => useRouting().address.search;

function Routing({ children, ...routing }: TRouting & { children: ReactNode }) {
  const { address, navigate, readLatest } = routing;
  const value = useMemo(() => ({ address, navigate, readLatest }), [address, navigate, readLatest]);
  return (
    <RoutingContext.Provider value={value}>
      <WouterRouter hook={usePathForWouter} searchHook={useSearchForWouter}>
        {children}
      </WouterRouter>
    </RoutingContext.Provider>
  );
}

const readWindowAddress = (): TAddress => ({
  pathname: window.location.pathname,
  search: window.location.search,
});

/** The browser's address: history entries for navigations, back and forward through `popstate`. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState(readWindowAddress);
  const follow = useCallback(() => startTransition(() => setAddress(readWindowAddress())), []);
  useEffect(() => {
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [follow]);
  const navigate = useCallback<TNavigate>(
    (to, { replace = false } = {}) => {
      if (replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      follow();
    },
    [follow],
  );
  return (
    <Routing address={address} navigate={navigate} readLatest={readWindowAddress}>
      {children}
    </Routing>
  );
}

const ignoreNavigation: TNavigate = () => {};

/** One address, as the server draws it: `url` is the path with its query string. */
export function StaticRouter({ url, children }: { url: string; children: ReactNode }) {
  const address = useMemo(() => {
    const { pathname, search } = new URL(url, 'http://localhost');
    return { pathname, search };
  }, [url]);
  const readLatest = useCallback(() => address, [address]);
  return (
    <Routing address={address} navigate={ignoreNavigation} readLatest={readLatest}>
      {children}
    </Routing>
  );
}

export { Route, Switch } from 'wouter';

/** The current address: its path and its query string ('?…', or '' without one). */
export const useLocation = (): TAddress => useRouting().address;

/** Goes to another address of the app (as a transition); `replace` replaces the current history entry. */
export const useNavigate = (): TNavigate => useRouting().navigate;

const decodeParam = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a stray '%' that escapes nothing
  }
};

/** The route's parameters, decoded (`:slug` of '/catalog/:slug'). */
export function useParams(): Readonly<Record<string, string | undefined>> {
  const params = useWouterParams() as Record<string, string | undefined>;
  return useMemo(
    () =>
      Object.fromEntries(Object.entries(params).map(([name, value]) => [name, value && decodeParam(value)])),
    [params],
  );
}

type TSearchParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * The address's query parameters and a setter that goes to the same path with new ones. A function given to
 * the setter gets the parameters as they are now, so two updates in one event both count.
 */
export function useSearchParams(): [
  URLSearchParams,
  (update: TSearchParamsUpdate, options?: TNavigateOptions) => void,
] {
  const { address, navigate, readLatest } = useRouting();
  const params = useMemo(() => new URLSearchParams(address.search), [address.search]);
  const setParams = useCallback(
    (update: TSearchParamsUpdate, options?: TNavigateOptions) => {
      const latest = readLatest();
      const next = typeof update === 'function' ? update(new URLSearchParams(latest.search)) : update;
      const query = next.toString();
      navigate(query ? `${latest.pathname}?${query}` : latest.pathname, options);
    },
    [navigate, readLatest],
  );
  return [params, setParams];
}

type TLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean };

/** A link within the app: a plain click navigates without reloading; a modified click opens as usual. */
export function Link({ to, ...props }: TLinkProps) {
  return <WouterLink href={to} {...props} />;
}

/** Whether an address is at or under `to` ('/' only for itself), as a nav link shows its page as current. */
export function isAtOrUnder(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  const target = to.toLowerCase();
  return path === target || (target !== '/' && path.startsWith(`${target}/`));
}

type TNavLinkProps = Omit<TLinkProps, 'className'> & {
  className: (state: { isActive: boolean }) => string;
};

/** A navigation link that knows whether its page is the current one (`aria-current="page"` then). */
export function NavLink({ to, className, ...props }: TNavLinkProps) {
  const isActive = isAtOrUnder(useLocation().pathname, to);
  return (
    <Link
      to={to}
      className={className({ isActive })}
      aria-current={isActive ? 'page' : undefined}
      {...props}
    />
  );
}
