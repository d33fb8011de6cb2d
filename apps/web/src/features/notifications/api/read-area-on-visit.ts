import type { TMarkNotificationsRead } from '@rewind/shared/notifications';
import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/router';
import { useUnreadCounts } from './get-unread-counts';
import { useMarkNotificationsRead } from './mark-notifications-read';

const ORDER_PAGE = /^\/orders\/[^/]+$/;

/** What opening a page has shown its visitor: /marketplace every marketplace notice, an order's page its own. */
function seenOn(pathname: string): TMarkNotificationsRead | null {
  if (pathname === '/marketplace') return { area: 'marketplace' };
  return ORDER_PAGE.test(pathname) ? { link: pathname } : null;
}

/**
 * The nav's Marketplace dot clears for what a page shows (issue 15 point 7, issue 16 point 4): opening
 * /marketplace reads every marketplace notice (listings matching my wants); an order's page reads that order's
 * (its steps and messages), again whenever a new one arrives while it is open. Called once, in the root layout.
 */
export function useReadMarketplaceOnVisit() {
  const { pathname } = useLocation();
  const unread = useUnreadCounts()?.marketplace ?? 0;
  const { mutate } = useMarkNotificationsRead();
  const lastMarked = useRef<string | null>(null);
  const seen = seenOn(pathname);
  // Once per page and count: an order's page may leave other orders' notices unread.
  const key = seen && unread > 0 ? `${pathname} ${unread}` : null;
  useEffect(() => {
    // Nothing unread (or another page): the next notice here is news, whatever the count.
    if (!key) lastMarked.current = null;
    if (!key || key === lastMarked.current) return;
    lastMarked.current = key;
    mutate(seenOn(pathname)!);
  }, [key, pathname, mutate]);
}
