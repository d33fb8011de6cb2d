import { useEffect, useRef } from 'react';
import { useSearchParams } from '@/lib/router';
import { useSession } from '@/lib/session';
import { useAuthDialog } from '@/lib/auth-dialog';
import { notify } from '@/lib/notify';
import { fetchConfirmedEmail } from '@/features/auth/api/confirmed-email';

const EMAIL_CONFIRMED = 'Email confirmed — you can log in now.';
// A link opened twice lands here too: the address may well be confirmed already.
const EMAIL_LINK_INVALID =
  'This confirmation link was already used or has expired. Log in: if your address is confirmed you are in, and if not we send a new link.';

/**
 * The confirmation link lands on `/?verified=1` (better-auth adds `&error=…` when the token was bad):
 * say how it went, offer the login (with the address just confirmed, as the server kept it), and take the
 * flag out of the address.
 */
export function EmailVerifiedLanding() {
  const [params, setParams] = useSearchParams();
  const { isSignedIn } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const handled = useRef(false);
  const isVerifiedLanding = params.get('verified') === '1';

  useEffect(() => {
    if (!isVerifiedLanding || handled.current) return;
    handled.current = true;
    const error = params.get('error');
    if (error) notify.error(EMAIL_LINK_INVALID, { duration: 8000 });
    else
      notify.success(isSignedIn ? 'Email confirmed — welcome to Rewind!' : EMAIL_CONFIRMED, {
        duration: 6000,
      });
    if (!isSignedIn && error) openAuthDialog('login');
    else if (!isSignedIn) {
      void fetchConfirmedEmail().then(
        (email) => openAuthDialog('login', email ? { email } : {}),
        () => openAuthDialog('login'),
      );
    }
    const next = new URLSearchParams(params);
    next.delete('verified');
    next.delete('error');
    setParams(next, { replace: true });
  }, [isVerifiedLanding, params, setParams, isSignedIn, openAuthDialog]);

  return null;
}
