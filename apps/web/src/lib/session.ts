import { pageQueries } from '@rewind/shared/page-data';
import { adminPolicy } from '@rewind/shared/policies/admin';
import { type QueryClient, queryOptions, useIsMutating, useQuery } from '@tanstack/react-query';

// Who is signed in: app-wide state that nearly every feature reads, so it lives in lib/ (eslint.boundaries.js).
// better-auth's session endpoint answers `{ session, user }` or null. The server adds isAdmin (computed
// from admin_users); the username lives in the profile (GET /api/v1/me/profile), not here.
export type TSessionUser = {
  id: string;
  email: string;
  name?: string | null;
  image?: string | null;
  emailVerified?: boolean;
  twoFactorEnabled?: boolean | null;
  isAdmin?: boolean;
};

export type TSession = {
  session: { id: string; expiresAt: string };
  user: TSessionUser;
};

export const SESSION_PATH = pageQueries.session().path;

/** The server could not say who is signed in (it answered 5xx, or not at all): not the same as signed out. */
export class SessionUnknownError extends Error {
  override readonly name = 'SessionUnknownError';
}

/**
 * A session, or null when the server says there is none (401, or a null body). A server error or a network
 * failure throws instead, so the query keeps the session it had and asks again: a database restart must not
 * show a signed-in person as signed out.
 */
export async function getSession(): Promise<TSession | null> {
  let response: Response;
  try {
    response = await fetch(SESSION_PATH, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new SessionUnknownError('The session check did not reach the server');
  }
  if (response.status >= 500) throw new SessionUnknownError(`The session check answered ${response.status}`);
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as Partial<TSession> | null;
  return body?.user && body.session ? (body as TSession) : null;
}

export const sessionQueryKey = pageQueries.session().key;

/** Marks a sign-out while it runs (the auth feature's mutation): asks for the user's own data hold off meanwhile. */
export const signOutMutationKey = ['auth', 'sign-out'] as const;

/**
 * Who is signed in, or what their session may do, changed (a sign-in, a second factor passed or removed):
 * every answer may depend on it (the abilities the API gives with a film or an image, the caller's own
 * shelves), so each is asked again.
 */
export const refetchAfterSessionChange = (queryClient: QueryClient) => queryClient.invalidateQueries();

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: 5 * 60_000,
    // Only an unknown answer is asked again, six times, waiting twice as long each time (at most 15 s).
    retry: (failures, error) => error instanceof SessionUnknownError && failures < 6,
    retryDelay: (failures) => Math.min(1000 * 2 ** failures, 15_000),
  });

export function useSession() {
  const query = useQuery(getSessionQueryOptions());
  const user = query.data?.user ?? null;
  const signingOut = useIsMutating({ mutationKey: signOutMutationKey }) > 0;
  return {
    session: query.data ?? null,
    user,
    isSignedIn: user !== null,
    /**
     * A sign-out is under way: the session may already be gone on the server, so a request for the user's own
     * data would only earn a 401. Queries of it wait (the sign-out then removes them).
     */
    isSigningOut: signingOut,
    /** The Admin Portal's link and route (its actions also need a two-factor session, which it asks for). */
    mayViewAdminPortal: adminPolicy.viewPortal(user && { isAdmin: user.isAdmin === true }).allowed,
    hasTwoFactor: user?.twoFactorEnabled === true,
    // Waiting for the first answer only: while an unknown answer is asked again the app shows itself as
    // signed out, and turns signed in as soon as the session comes back.
    isPending: query.isPending && query.failureCount === 0,
  };
}
