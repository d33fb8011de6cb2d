import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { boundaryZones } from './eslint.boundaries.js';
import { rewindPlugin } from './eslint-rules/outside-references.js';

// Direction of imports (docs/architecture.md, Repository layout): shared imports nothing of ours; web and server import shared,
// never each other.
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    { patterns: groups.map(([group, message, importNames]) => ({ group, message, importNames })) },
  ],
});
const serverCode = [
  ['**/apps/server/**', '**/server/src/**', '@rewind/server', '@rewind/server/**'],
  'Server code stays on the server: share through packages/shared.',
];
const webCode = [
  ['**/apps/web/**', '**/web/src/**', '@rewind/web', '@rewind/web/**'],
  'Web code stays in the web app: share through packages/shared.',
];
const routerLibrary = [
  ['wouter', 'wouter/*', 'react-router', 'react-router/*'],
  'Links, routes and address hooks come from @/lib/router, which owns the address (decision 014).',
];
const serverModules = [
  ['**/modules/**'],
  'platform/ serves every module and knows none: a module hands it what it needs.',
];
// The browser reads each text from its area (decision 023): the one MSG object would bring every text to every page.
const allTexts = [
  ['@rewind/shared/messages', '**/messages.ts'],
  "Texts come from `import * as MSG from '@rewind/shared/texts'`: MSG of messages.ts brings every text to the page.",
  ['MSG'],
];
const scriptsCode = [
  ['**/scripts/**', '@rewind/scripts', '@rewind/scripts/**'],
  'The apps do not depend on the scripts.',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type X }` alone keeps the import in the output (a module run for nothing, and its dependencies
      // in the bundle): an import of types only is written `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(serverCode, scriptsCode, routerLibrary, allTexts),
    },
  },
  { files: ['apps/web/src/lib/router.tsx'], rules: forbid(serverCode, scriptsCode, allTexts) },
  { files: ['apps/server/**'], rules: forbid(webCode, scriptsCode) },
  { files: ['apps/server/src/platform/**'], rules: forbid(webCode, scriptsCode, serverModules) },
  { files: ['packages/shared/**'], rules: forbid(serverCode, webCode, scriptsCode) },
  // Shared code runs in the browser too; only its tests (and the server) read the one MSG object.
  {
    files: ['packages/shared/**'],
    ignores: ['**/*.test.ts'],
    rules: forbid(serverCode, webCode, scriptsCode, allTexts),
  },
  // Server and shared code log through the server's logger, never the console.
  { files: ['apps/server/src/**', 'packages/shared/**'], rules: { 'no-console': 'error' } },
  // No import cycles anywhere: imports resolved as TypeScript resolves them, aliases included.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'scripts/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  // The parts of each app meet only at their public surfaces (eslint.boundaries.js).
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  // Comments give the reason, never an issue number or a section of a document outside the repository (044).
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { rewind: rewindPlugin },
    rules: { 'rewind/no-outside-references': 'error' },
  },
  // A component stays small enough to read whole; a larger one is split by meaning: a section, a step, a row or a
  // hook holding its state (decision 048). Blank lines and comments do not count: a comment saying why is never
  // the reason to split.
  {
    files: ['apps/web/src/**/*.tsx'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  // Playwright fixtures take their dependencies through an (often empty) destructured first argument.
  { files: ['e2e/**'], rules: { 'no-empty-pattern': 'off' } },
);
