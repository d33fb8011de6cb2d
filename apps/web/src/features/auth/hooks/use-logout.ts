import { useNavigate } from '@/lib/router';
import { useSignOut } from '@/features/auth/api/sign-out';
import { notify } from '@/lib/notify';

/**
 * Logout: go to /, end the session on the server, forget the user's cached data.
 * The navigation comes first: for an admin, forgetting the session rebuilds the router without /admin.
 */
export function useLogout() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const logout = async () => {
    await navigate('/');
    signOut.mutate(undefined, {
      onError: () => notify.error('Could not reach Rewind to sign out. Please try again.'),
    });
  };
  return { logout, isPending: signOut.isPending };
}
