import { describe, expect, it } from 'vitest';
import { createTitle } from '../../test/factories';
import { useTestServer } from '../../test/server';

const server = useTestServer();

describe('GET /api/v1/titles', () => {
  it('answers an empty catalogue with an empty page', async () => {
    const res = await server.app.inject({ url: '/api/v1/titles' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
  });

  it('lists titles newest first, paginated, with slugs', async () => {
    const db = server.database.db;
    const base = Date.now();
    const made = [];
    for (const [i, title] of ['Alien', 'The Terminator', 'Back to the Future'].entries()) {
      made.push(await createTitle(db, { title, year: 1979 + i * 3, createdAt: new Date(base + i * 1000) }));
    }
    const first = (await server.app.inject({ url: '/api/v1/titles?pageSize=2' })).json();
    expect(first.total).toBe(3);
    expect(first.items.map((t: { title: string }) => t.title)).toEqual([
      'Back to the Future',
      'The Terminator',
    ]);
    expect(first.items[0].slug).toBe(`${made[2]!.displayId}-back-to-the-future-1985`);
    const second = (await server.app.inject({ url: '/api/v1/titles?pageSize=2&page=2' })).json();
    expect(second.items.map((t: { title: string }) => t.title)).toEqual(['Alien']);
  });

  it('sorts by title and by year', async () => {
    const byTitle = (await server.app.inject({ url: '/api/v1/titles?sort=title' })).json();
    expect(byTitle.items.map((t: { title: string }) => t.title)).toEqual([
      'Alien',
      'Back to the Future',
      'The Terminator',
    ]);
    const byYear = (await server.app.inject({ url: '/api/v1/titles?sort=year' })).json();
    expect(byYear.items.map((t: { year: number }) => t.year)).toEqual([1985, 1982, 1979]);
  });

  it.each(['page=0', 'pageSize=500', 'sort=rating', 'page=abc'])('refuses %s with a 400', async (query) => {
    const res = await server.app.inject({ url: `/api/v1/titles?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });
});
