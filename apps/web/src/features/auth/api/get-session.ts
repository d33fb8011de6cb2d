import { pageQueries } from '@rewind/shared/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';

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

/** Anything but a well-formed session (an error status, null, a network failure) means signed out. */
export async function getSession(): Promise<TSession | null> {
  try {
    const response = await fetch(SESSION_PATH, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<TSession> | null;
    return body?.user && body.session ? (body as TSession) : null;
  } catch {
    return null;
  }
}

export const sessionQueryKey = pageQueries.session().key;

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useSession() {
  const query = useQuery(getSessionQueryOptions());
  const user = query.data?.user ?? null;
  return {
    session: query.data ?? null,
    user,
    isSignedIn: user !== null,
    isAdmin: user?.isAdmin === true,
    hasTwoFactor: user?.twoFactorEnabled === true,
    isPending: query.isPending,
  };
}
