// Barcode scanning is offered on phones only, told by a phone user agent or by a screen
// with several touch points (iPadOS and some Android tablets claim a desktop user agent).
const PHONE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

type TNavigatorLike = Pick<Navigator, 'userAgent' | 'maxTouchPoints'>;

/** Whether to offer the UPC scanner. Pass a navigator-like object to test; defaults to the browser's. */
export function isPhone(nav: TNavigatorLike | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  return PHONE_USER_AGENT.test(nav.userAgent) || (nav.maxTouchPoints ?? 0) > 1;
}
