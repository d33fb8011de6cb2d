// Comments, tests and docs give the reason itself, or cite the repository's own docs (docs/product.md,
// docs/decisions/): a person who clones the repository cannot open an issue tracker's numbers, the original
// product description or a list of decisions kept elsewhere (decision 044).

/** What points outside the repository, each with the words that say so in a report. */
export const OUTSIDE_REFERENCES = [
  { pattern: /\bissues? #?\d+/i, what: 'an issue number' },
  { pattern: /\bspec(?:ification)?(?:'s)?,? sections? \d+/i, what: 'a section of the original spec' },
  { pattern: /\bspec \d+\b/i, what: 'a section of the original spec' },
  { pattern: /\bDECISIONS(?:\.md)?,? (?:items? )?\d+/, what: 'an item of the outside DECISIONS.md' },
  { pattern: /\bDECISIONS\.md\b/, what: 'the outside DECISIONS.md' },
];

/** The first reference to something outside the repository in `text`, or null. */
export function findOutsideReference(text) {
  for (const { pattern, what } of OUTSIDE_REFERENCES) {
    const match = pattern.exec(text);
    if (match) return { found: match[0], what, index: match.index };
  }
  return null;
}

/** Reports a comment that points at an issue number, a section of the spec or the outside list of decisions. */
const noOutsideReferences = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments give the reason, not a reference to a document outside the repository.' },
    schema: [],
    messages: {
      outside:
        "'{{found}}' is {{what}}, which a clone of the repository cannot open: give the reason itself, or cite " +
        'docs/product.md or docs/decisions/.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const reference = findOutsideReference(comment.value);
          if (reference) {
            context.report({ loc: comment.loc, messageId: 'outside', data: reference });
          }
        }
      },
    };
  },
};

/** The repository's own rules, as an ESLint plugin: `rewind/no-outside-references`. */
export const rewindPlugin = { rules: { 'no-outside-references': noOutsideReferences } };
