import * as MSG from '@rewind/shared/texts';
import { Film, Heart, Library, type LucideIcon, ShieldCheck, Store, Users } from 'lucide-react';

export type TNavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  isAdminOnly?: boolean;
  /** The unread count whose blue dot the link shows when above 0. */
  unreadArea?: 'marketplace' | 'community';
  /** Shows the Wantlist badge: my wants with a matching listing for sale. */
  showsWantlistMatches?: boolean;
};

export const NAV_ITEMS: readonly TNavItem[] = [
  { to: '/catalog', label: MSG.navFullCatalog, icon: Film },
  { to: '/collection', label: MSG.navMyCollection, icon: Library },
  { to: '/wantlist', label: MSG.navWantlist, icon: Heart, showsWantlistMatches: true },
  { to: '/marketplace', label: MSG.navMarketplace, icon: Store, unreadArea: 'marketplace' },
  { to: '/community', label: MSG.navCommunity, icon: Users, unreadArea: 'community' },
  { to: '/admin', label: MSG.navAdminPortal, icon: ShieldCheck, isAdminOnly: true },
];

export const navItemsFor = (mayViewAdminPortal: boolean) =>
  NAV_ITEMS.filter((item) => mayViewAdminPortal || !item.isAdminOnly);
