import type { TMarkNotificationsRead } from '@rewind/shared/notifications';
import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/router';
import { useUnreadCounts } from './get-unread-counts';
import { useMarkNotificationsRead } from './mark-notifications-read';

// The pages whose own notices they show: an order (its steps and messages), a listing (offers on it) and a
// forum topic (its replies and mentions).
const NOTICE_PAGES = /^\/(orders|marketplace\/item|community\/forums)\/[^/]+$/;

/**
 * What opening a page has shown its visitor: /marketplace the listings that match their wants; an order's or a
 * listing's page the notices that link to it. An order's messages stay unread until the order is opened.
 */
function seenOn(pathname: string): TMarkNotificationsRead | null {
  if (pathname === '/marketplace') return { kinds: ['wantlist-match'] };
  return NOTICE_PAGES.test(pathname) ? { link: pathname } : null;
}

/**
 * The nav's Marketplace and Community dots clear for what a page shows, again whenever a new notice arrives while
 * the page is open. Called once, in the root layout.
 */
export function useReadNoticesOnVisit() {
  const { pathname } = useLocation();
  const counts = useUnreadCounts();
  const unread = (counts?.marketplace ?? 0) + (counts?.community ?? 0);
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
