import { useEffect } from 'react';
import { useLocation } from '@/lib/router';
import { useUnreadCounts } from './get-unread-counts';
import { useMarkNotificationsRead } from './mark-notifications-read';

/**
 * The nav's Marketplace dot clears when /marketplace is opened (issue 15 point 7): what lit it (listings
 * matching my wants) has been seen there. Called once, in the root layout.
 */
export function useReadMarketplaceOnVisit() {
  const { pathname } = useLocation();
  const unread = useUnreadCounts()?.marketplace ?? 0;
  const { mutate, isPending } = useMarkNotificationsRead();
  const isOnMarketplace = pathname === '/marketplace';
  useEffect(() => {
    if (isOnMarketplace && unread > 0 && !isPending) mutate({ area: 'marketplace' });
  }, [isOnMarketplace, unread, isPending, mutate]);
}
