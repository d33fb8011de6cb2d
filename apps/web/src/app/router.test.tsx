import { matchPage, pagePath, PAGES } from '@rewind/shared/pages';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StaticRouter } from '@/lib/router';
import { AppRoutes, type TPages } from '@/app/router';

// The routes alone: the header and footer around them are not what is tested here.
vi.mock('@/app/layout/root-layout', () => ({
  RootLayout: ({ children }: { children: ReactNode }) => children,
}));

// Each page draws its own name, so a test sees which one the router chose.
const names = [...new Set(PAGES.map((entry) => entry.page)), 'notFound' as const];
const pages = Object.fromEntries(names.map((name) => [name, () => <p>{name}</p>])) as unknown as TPages;

const drawnAt = (url: string, { mayViewAdminPortal = true } = {}) =>
  renderToString(
    <StaticRouter url={url}>
      <AppRoutes mayViewAdminPortal={mayViewAdminPortal} pages={pages} />
    </StaticRouter>,
  );

/** An address of the page with every parameter given a value of its own. */
const sampleAddress = (path: string) =>
  pagePath(
    path,
    Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, `sample-${name}`])),
  );

describe('the page list (decision 045)', () => {
  it.each(PAGES.map((entry) => [entry.path, entry] as const))(
    '%s: the router draws its page, and the server knows it as that page',
    (_, entry) => {
      const address = sampleAddress(entry.path);
      expect(drawnAt(address)).toBe(`<p>${entry.page}</p>`);
      expect(matchPage(address)?.page).toBe(entry);
    },
  );

  it("draws the 404 page for admins' pages to anyone else, and at an address of no page", () => {
    for (const entry of PAGES.filter((candidate) => candidate.isForAdmins))
      expect(drawnAt(entry.path, { mayViewAdminPortal: false })).toBe('<p>notFound</p>');
    expect(drawnAt('/no/such/page')).toBe('<p>notFound</p>');
    expect(matchPage('/no/such/page')).toBeNull();
  });
});
