// `npm run lint`'s check of the Markdown docs (README.md, docs/**): the patterns the ESLint rule refuses in
// comments, refused here too. Prints each line found and exits 1, or exits 0 quietly.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findOutsideReference } from './outside-references.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Markdown files the check reads, relative to the repository. */
export function docsFiles() {
  const docs = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file));
  return ['README.md', ...docs.sort()];
}

/** Each line of `text` that points outside the repository, as 'file:line: found'. */
export function outsideReferencesIn(file, text) {
  return text.split('\n').flatMap((line, index) => {
    const reference = findOutsideReference(line);
    return reference ? [`${file}:${index + 1}: '${reference.found}' is ${reference.what}`] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = docsFiles().flatMap((file) =>
    outsideReferencesIn(file, readFileSync(path.join(root, file), 'utf8')),
  );
  if (found.length > 0) {
    console.error(`${found.join('\n')}\nGive the reason itself, or cite docs/product.md or docs/decisions/.`);
    process.exit(1);
  }
}
