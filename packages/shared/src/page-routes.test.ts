import { describe, expect, it } from 'vitest';
import { pageRouteAt } from './page-routes';

describe('pageRouteAt', () => {
  it.each([
    ['/', 'home'],
    ['/catalog', 'catalog'],
    ['/catalog/', 'catalog'],
    ['/Catalog', 'catalog'],
    ['/catalog/12-aliens-1986', 'title'],
    ['/catalog/release/5f1c', 'release'],
    ['/catalog/12-aliens-1986/release/5f1c', 'release'],
    ['/users/tapehead', 'profile'],
    ['/users/tapehead/collection', 'userCollection'],
    ['/community/forums/category/trading', 'forumCategory'],
    ['/community/forums/42', 'forumPost'],
    ['/distributors/Vestron%20Video', 'distributor'],
    ['/auth/reset-password', 'resetPassword'],
    ['/catalog/12-aliens-1986/extra', 'notFound'],
    ['/nowhere', 'notFound'],
  ])('%s is the %s page', (pathname, page) => {
    expect(pageRouteAt(pathname).page).toBe(page);
  });

  it('gives /admin the 404 page: only an admin has the admin page, and the server does not know who asks', () => {
    expect(pageRouteAt('/admin').page).toBe('notFound');
  });
});
