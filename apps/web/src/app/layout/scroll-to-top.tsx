import { useLayoutEffect } from 'react';
import { useLocation } from '@/lib/router';

/** Every path change starts at the top of the page (a query or hash change does not). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
