import { describe, expect, it } from 'vitest';
import { countOutsideLinks, mentionedNames, renderForumText } from './forum-text.ts';

describe('forum text', () => {
  it('finds @names, not addresses or names inside words, each once and lowercased', () => {
    expect(mentionedNames('@Alice and @bob, mail a@b.com or x@carol; @alice again @ab')).toEqual([
      'alice',
      'bob',
    ]);
  });

  it('links only the names of members who exist, never inside a link', () => {
    const html = renderForumText('@alice @ghost [@alice](https://x.example)', new Set(['alice']));
    expect(html).toBe(
      '<p><a href="/users/alice" rel="nofollow ugc noopener">@alice</a> @ghost ' +
        '<a href="https://x.example" rel="nofollow ugc noopener">@alice</a></p>',
    );
  });

  it('leaves typed HTML as text and what the allow-list lacks as typed', () => {
    expect(renderForumText('<b onclick="x()">hi</b>')).toBe('<p>&lt;b onclick="x()"&gt;hi&lt;/b&gt;</p>');
    expect(renderForumText('# Not a heading\n\n![x](https://i.example/a.png)')).toBe(
      '<p># Not a heading</p>\n<p>!<a href="https://i.example/a.png" rel="nofollow ugc noopener">x</a></p>',
    );
  });

  it('counts links to other sites, not mentions', () => {
    const html = renderForumText('@alice https://a.example [b](http://b.example)', new Set(['alice']));
    expect(countOutsideLinks(html)).toBe(2);
  });
});
