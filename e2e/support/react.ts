import { expect, type Page } from '@playwright/test';

/** True once the app has taken over a server-drawn element (React keeps its fiber on the element). */
export function hasReactFiber(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}

/** Waits until the app owns the server-drawn page: its header and page (with their lazy parts) are live. */
export async function expectAppLive(page: Page) {
  await expect(page.getByRole('banner')).not.toHaveAttribute('aria-disabled', /.*/);
  await expect(page.locator('main')).not.toHaveAttribute('aria-disabled', /.*/);
}
