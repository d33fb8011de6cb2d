import { describe, it, expect } from 'vitest';
import { normalizeText, sanitizeObject, sanitizePlain, sanitizeRich, sanitizeShort } from './sanitize.ts';

describe('sanitizeRich', () => {
  it('gives an empty string for empty or non-string input', () => {
    expect(sanitizeRich('')).toBe('');
    expect(sanitizeRich(undefined)).toBe('');
    expect(sanitizeRich(null)).toBe('');
    expect(sanitizeRich(42)).toBe('');
    expect(sanitizeRich({ html: '<b>x</b>' })).toBe('');
  });

  it('keeps every allowed tag', () => {
    const html =
      '<p><b>b</b><i>i</i><em>em</em><strong>strong</strong><br><a href="https://x.test">a</a></p>' +
      '<ul><li>u</li></ul><ol><li>o</li></ol>';
    expect(sanitizeRich(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops other tags but keeps their text', () => {
    expect(sanitizeRich('<div><span>Hello</span> <h1>there</h1></div>')).toBe('Hello there');
    expect(sanitizeRich('<u>under</u><img src="x.png">')).toBe('under');
  });

  it('drops script and style with their content', () => {
    expect(sanitizeRich('ok<script>alert(1)</script><style>p{}</style>')).toBe('ok');
  });

  it('drops event handlers, data attributes and attributes outside the list', () => {
    expect(sanitizeRich('<p onclick="x()" data-x="1" class="c" style="color:red">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeRich('<a href="https://x.test" title="T" target="_blank" data-id="1">x</a>')).toBe(
      '<a href="https://x.test" title="T">x</a>',
    );
  });

  it('allows title only on links', () => {
    expect(sanitizeRich('<b title="t">x</b>')).toBe('<b>x</b>');
  });

  it('keeps http, https and mailto links only', () => {
    expect(sanitizeRich('<a href="http://x.test">x</a>')).toBe('<a href="http://x.test">x</a>');
    expect(sanitizeRich('<a href="mailto:a@b.test">m</a>')).toBe('<a href="mailto:a@b.test">m</a>');
    expect(sanitizeRich('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRich('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRich('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRich('<a href="//evil.test">x</a>')).toBe('<a>x</a>');
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeRich('Tom & Jerry <3')).toBe('Tom &amp; Jerry &lt;3');
  });

  it('lets callers override the options', () => {
    expect(sanitizeRich('<p><b>x</b></p>', { allowedTags: ['b'] })).toBe('<b>x</b>');
    expect(
      sanitizeRich('<span class="c">x</span>', {
        allowedTags: ['span'],
        allowedAttributes: { span: ['class'] },
      }),
    ).toBe('<span class="c">x</span>');
  });
});

describe('sanitizePlain', () => {
  it('gives an empty string for empty or non-string input', () => {
    expect(sanitizePlain('')).toBe('');
    expect(sanitizePlain(undefined)).toBe('');
    expect(sanitizePlain(12)).toBe('');
    expect(sanitizePlain(['<b>x</b>'])).toBe('');
  });

  it('strips every tag and attribute but keeps the text', () => {
    expect(sanitizePlain('<p class="x" onclick="y()">Hello <b>there</b></p>')).toBe('Hello there');
    expect(sanitizePlain('<a href="https://x.test">link</a>')).toBe('link');
  });

  it('drops script and style content', () => {
    expect(sanitizePlain('<script>alert(1)</script>safe<style>p{}</style>')).toBe('safe');
  });

  it('returns readable text rather than HTML entities', () => {
    expect(sanitizePlain('Tom & Jerry')).toBe('Tom & Jerry');
    expect(sanitizePlain('"Weird" Al\'s <b>Best</b>')).toBe('"Weird" Al\'s Best');
    expect(sanitizePlain('a < b and c > d')).toBe('a < b and c > d');
    expect(sanitizePlain('Tom &amp; Jerry')).toBe('Tom & Jerry');
  });

  it('decodes an escaped ampersand only once', () => {
    expect(sanitizePlain('&amp;lt;')).toBe('&lt;');
  });
});

describe('sanitizeShort', () => {
  it('removes < > " \' and &', () => {
    expect(sanitizeShort('<Tom> & "Jerry\'s"')).toBe('Tom Jerrys');
  });

  it('collapses whitespace runs to one space and trims', () => {
    expect(sanitizeShort('  a \t\n  b   c  ')).toBe('a b c');
  });

  it('truncates to 200 characters', () => {
    expect(sanitizeShort('x'.repeat(200))).toHaveLength(200);
    expect(sanitizeShort('x'.repeat(201))).toBe('x'.repeat(200));
  });

  it('does not end on a space or half an emoji after truncating', () => {
    expect(sanitizeShort(`${'x'.repeat(199)} yz`)).toBe('x'.repeat(199));
    expect(sanitizeShort(`${'x'.repeat(199)}📼`)).toBe('x'.repeat(199));
  });

  it('gives an empty string for non-string input', () => {
    expect(sanitizeShort(null)).toBe('');
    expect(sanitizeShort(5)).toBe('');
  });
});

describe('sanitizeObject', () => {
  it('cleans named fields as plain or rich text and copies the rest', () => {
    const input = { title: '<b>Alien</b>', body: '<p onclick="x">Hi</p>', year: 1979, other: '<i>kept</i>' };
    expect(sanitizeObject(input, { plain: ['title'], rich: ['body'] })).toEqual({
      title: 'Alien',
      body: '<p>Hi</p>',
      year: 1979,
      other: '<i>kept</i>',
    });
  });

  it('leaves falsy named fields as they are', () => {
    const input = { title: '', notes: null, bio: undefined as string | undefined };
    expect(sanitizeObject(input, { plain: ['title', 'notes'], rich: ['bio'] })).toEqual(input);
  });

  it('does not change the object it was given', () => {
    const input = { title: '<b>x</b>' };
    sanitizeObject(input, { plain: ['title'] });
    expect(input.title).toBe('<b>x</b>');
  });

  it('gives an empty object for anything that is not an object', () => {
    expect(sanitizeObject(null, { plain: ['a'] })).toEqual({});
    expect(sanitizeObject('text', { plain: ['a'] })).toEqual({});
    expect(sanitizeObject(['<b>x</b>'], { plain: ['0'] })).toEqual({});
  });
});

describe('normalizeText', () => {
  it('lowercases, trims and strips markup', () => {
    expect(normalizeText('  <b>The Thing</b>  ')).toBe('the thing');
    expect(normalizeText('Tom & Jerry')).toBe('tom & jerry');
  });

  it('gives an empty string for non-string input', () => {
    expect(normalizeText(undefined)).toBe('');
    expect(normalizeText(3)).toBe('');
  });
});

describe('direction controls', () => {
  it('are taken out of plain, short and rich text; the marks right-to-left text needs stay', () => {
    const spoof = 'Tape\u202Egpj.exe\u2066x\u2069';
    expect(sanitizePlain(spoof)).toBe('Tapegpj.exex');
    expect(sanitizeShort(spoof)).toBe('Tapegpj.exex');
    expect(sanitizeRich(`<p>${spoof}</p>`)).toBe('<p>Tapegpj.exex</p>');
    expect(sanitizePlain('\u05D0\u200F!')).toBe('\u05D0\u200F!');
  });
});
