import { describe, expect, it } from 'vitest';
import { serializePageData } from './page-data';
import { pageQueriesFor } from './pages';

const paths = (url: string, isSignedIn = false) =>
  pageQueriesFor(url, { isSignedIn }).map((query) => query.path);

describe('the queries a first view shows', () => {
  it('knows the film, release, profile, catalogue and home pages', () => {
    expect(paths('/catalog/38-aliens-1986')).toEqual(['/api/v1/titles/38-aliens-1986']);
    expect(paths('/catalog/release/12-big-box-1987')).toEqual(['/api/v1/releases/12-big-box-1987']);
    expect(paths('/catalog/38-aliens-1986/release/abc')).toEqual(['/api/v1/releases/abc']);
    expect(paths('/users/TapeHead')).toEqual([
      '/api/v1/users/TapeHead',
      '/api/v1/users/TapeHead/listings?page=1&pageSize=12',
      '/api/v1/users/TapeHead/feedback?page=1&pageSize=10',
    ]);
    expect(pageQueriesFor('/users/TapeHead', { isSignedIn: false })[0]!.key).toEqual([
      'profiles',
      'public',
      'tapehead',
    ]);
    expect(paths('/catalog?view=list')).toEqual(['/api/v1/titles?page=1&pageSize=24&sort=newest']);
    expect(paths('/')).toEqual([
      '/api/v1/titles?sort=newest&pageSize=12',
      '/api/v1/activity',
      '/api/v1/community/stats',
    ]);
  });

  it('knows the community hub, a forum category and a topic', () => {
    expect(paths('/community')).toEqual([
      '/api/v1/community/stats',
      '/api/v1/activity',
      '/api/v1/community/top-collectors',
      '/api/v1/forum/categories',
    ]);
    expect(paths('/community?tab=forums')).toEqual(['/api/v1/forum/categories']);
    expect(paths('/community?tab=trades')).toEqual([]);
    expect(paths('/community/forums/category/reviews')).toEqual([
      '/api/v1/forum/categories/reviews/topics?page=1',
    ]);
    expect(paths('/community/forums/category/reviews?page=2')).toEqual([]);
    const topic = '6f1c2a4e-8f0b-4c55-9d2e-0b9a6e7f1a23';
    expect(pageQueriesFor(`/community/forums/${topic}`, { isSignedIn: true })).toEqual([
      { key: ['forum', 'topic', topic, 'start'], path: `/api/v1/forum/topics/${topic}` },
    ]);
    expect(paths(`/community/forums/${topic}?page=3`)).toEqual([]);
  });

  it('knows the marketplace and a listing', () => {
    expect(paths('/marketplace')).toEqual(['/api/v1/listings?page=1&pageSize=24&sort=newest']);
    expect(paths('/marketplace?view=list')).toEqual(['/api/v1/listings?page=1&pageSize=24&sort=newest']);
    expect(paths('/marketplace?format=VHS')).toEqual([]);
    const id = '6f1c2a4e-8f0b-4c55-9d2e-0b9a6e7f1a23';
    expect(pageQueriesFor(`/marketplace/item/${id}`, { isSignedIn: false })).toEqual([
      { key: ['listings', 'detail', id], path: `/api/v1/listings/${id}` },
    ]);
  });

  it('knows the blog and a post', () => {
    expect(paths('/blog')).toEqual(['/api/v1/blog?page=1']);
    expect(paths('/blog/first-tapes')).toEqual(['/api/v1/blog/first-tapes']);
    expect(paths('/blog/first-tapes?x=1')).toEqual([]);
  });

  it("embeds one's own collection only when signed in, and no list but the unfiltered first page", () => {
    expect(paths('/collection')).toEqual([]);
    expect(paths('/collection', true)).toEqual(['/api/v1/me/collection?page=1&pageSize=24&sort=newest']);
    expect(paths('/catalog?page=2')).toEqual([]);
    expect(paths('/collection?format=VHS', true)).toEqual([]);
  });

  it('leaves other pages and malformed addresses alone', () => {
    expect(paths('/about')).toEqual([]);
    expect(paths('/catalog/%E0%A4%A')).toEqual([]);
    expect(paths('/users/a/collection')).toEqual([]);
  });
});

describe('the data block text', () => {
  it('reads back as the same JSON, with nothing that could end the element', () => {
    const data = { queries: [{ key: ['x'], data: { title: '</script><!-- & \u2028\u2029 -->' } }] };
    const text = serializePageData(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
