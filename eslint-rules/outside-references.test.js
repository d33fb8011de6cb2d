import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { outsideReferencesIn } from './check-docs.js';
import { rewindPlugin } from './outside-references.js';

// ESLint's RuleTester reports through the test framework's describe and it, which vitest provides.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const outside = [{ messageId: 'outside' }];

ruleTester.run('rewind/no-outside-references', rewindPlugin.rules['no-outside-references'], {
  valid: [
    '// A listing ends before its collection item goes (docs/product.md, Marketplace).',
    '/** The audit log only grows (decision 027). */ export const x = 1;',
    '// Replays a code accepted twice (RFC 6238 §5.2).',
    "// Collectors' issues with tapes: a worn issue of a magazine is not a number.",
    "const issue = 'issue 19 point 3'; // a string is not a comment",
    "describe('a suspended member', () => {}); // the decisions in docs/decisions/",
    '// A specification of 12 digits: spec-compliant codes only.',
  ],
  invalid: [
    { code: '// Suspended members are hidden (issue 19 point 3).', errors: outside },
    { code: '/** Issue 13 asks for a small first load. */ export {};', errors: outside },
    { code: '// See issue #42.', errors: outside },
    { code: '// The defaults of spec section 3.', errors: outside },
    { code: "// The spec's section 5 says so.", errors: outside },
    { code: '// Never disabled (spec 5).', errors: outside },
    { code: '// Ratings come from sales (DECISIONS.md item 7).', errors: outside },
    { code: '// A missing reference is 422 (DECISIONS 3).', errors: outside },
    { code: '// The departures are in the shared DECISIONS.md.', errors: outside },
    {
      code: 'const a = 1; /* issue 14 */\n// issue 15\nexport { a };',
      errors: [
        { messageId: 'outside', line: 1 },
        { messageId: 'outside', line: 2 },
      ],
    },
  ],
});

describe("npm run lint's check of the Markdown docs", () => {
  it('names each line that points outside the repository', () => {
    const text = 'Issue 13 asks for speed.\nThe rules are in docs/product.md.\nAs spec section 6 says.\n';
    expect(outsideReferencesIn('docs/x.md', text)).toEqual([
      "docs/x.md:1: 'Issue 13' is an issue number",
      "docs/x.md:3: 'spec section 6' is a section of the original spec",
    ]);
  });

  it('passes docs that give their reasons', () => {
    expect(
      outsideReferencesIn('README.md', 'Ratings come from sales (docs/product.md, Departures).'),
    ).toEqual([]);
  });
});
