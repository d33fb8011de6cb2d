import { describe, expect, it } from 'vitest';
import { countOutsideLinks, mentionedNames, renderBlogText, renderForumText } from './forum-text.ts';

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

describe('blog text', () => {
  it('renders Markdown to the allow-list, links without user-content rel, no mentions, no raw HTML', () => {
    expect(renderBlogText('**Big** news from @alice, [read](https://a.example "More")\n\n- one\n- two')).toBe(
      '<p><strong>Big</strong> news from @alice, <a href="https://a.example" title="More">read</a></p>\n' +
        '<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    );
    expect(renderBlogText('<script>x()</script> [bad](javascript:alert(1))')).toBe(
      '<p>&lt;script&gt;x()&lt;/script&gt; [bad](javascript:alert(1))</p>',
    );
  });
});
