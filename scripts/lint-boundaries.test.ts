import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/web-build';

// The boundaries of eslint.boundaries.js, judged on code as it would sit in the repository: each case lints one
// line as if it were the file named, with the project's own configuration (decision 017).
const eslint = new ESLint({ cwd: path.resolve(repoRoot) });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(repoRoot, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const server = 'apps/server/src';
const web = 'apps/web/src';

describe('module boundaries on the server', () => {
  it("refuse another module's tables", async () => {
    const errors = await boundaryErrors(
      `${server}/modules/catalog/example.ts`,
      "import { userCollectionItems } from '../../db/schema/collection';",
    );
    expect(errors).toEqual([expect.stringContaining("Another module's tables")]);
  });

  it("accept the module's own tables", async () => {
    expect(
      await boundaryErrors(
        `${server}/modules/catalog/example.ts`,
        "import { mediaTitles } from '../../db/schema/catalog';",
      ),
    ).toEqual([]);
  });

  it("refuse another module's repo, accept its service and its views", async () => {
    const file = `${server}/modules/lookup/example.ts`;
    expect(await boundaryErrors(file, "import { findTitles } from '../catalog/catalog.repo';")).toEqual([
      expect.stringContaining('through its service'),
    ]);
    expect(
      await boundaryErrors(file, "import type { CatalogService } from '../catalog/catalog.service';"),
    ).toEqual([]);
    expect(await boundaryErrors(file, "import { catalogFilms } from '../catalog/catalog.views';")).toEqual(
      [],
    );
  });

  it('keep commands to services, and platform/ to itself', async () => {
    expect(
      await boundaryErrors(
        `${server}/commands/example.ts`,
        "import { mediaTitles } from '../db/schema/catalog';",
      ),
    ).toEqual([expect.stringContaining('never their tables')]);
    const platform = await eslint.lintText("import { x } from '../modules/catalog/catalog.service';\n", {
      filePath: path.join(repoRoot, `${server}/platform/example.ts`),
    });
    expect(platform[0]!.messages.map((message) => message.ruleId)).toContain('no-restricted-imports');
  });
});

describe('feature boundaries in the web app', () => {
  it("refuse another feature's files, by alias or by relative path, and accept its public entry", async () => {
    const file = `${web}/features/collection/components/example.tsx`;
    expect(
      await boundaryErrors(file, "import { getTitle } from '@/features/catalog/api/get-title';"),
    ).toEqual([expect.stringContaining('public entry')]);
    expect(await boundaryErrors(file, "import { getTitle } from '../../catalog/api/get-title';")).toEqual([
      expect.stringContaining('public entry'),
    ]);
    expect(await boundaryErrors(file, "import { useTitleQuery } from '@/features/catalog';")).toEqual([]);
  });

  it('keep a feature page to its own feature: pages that combine features live in app/pages', async () => {
    expect(
      await boundaryErrors(
        `${web}/features/collection/routes/example.tsx`,
        "import { useTitleQuery } from '@/features/catalog';",
      ),
    ).toEqual([expect.stringContaining('app/pages')]);
    expect(
      await boundaryErrors(
        `${web}/app/pages/example.tsx`,
        "import { useTitleQuery } from '@/features/catalog';",
      ),
    ).toEqual([]);
  });

  it('keep lib/ and components/ free of features, and features free of app/', async () => {
    expect(
      await boundaryErrors(`${web}/lib/example.ts`, "import { useTitleQuery } from '@/features/catalog';"),
    ).toEqual([expect.stringContaining('know none')]);
    expect(
      await boundaryErrors(
        `${web}/features/catalog/example.ts`,
        "import { queryClient } from '@/app/query-client';",
      ),
    ).toEqual([expect.stringContaining('app/ puts the features together')]);
  });
});

describe('texts in code the browser runs', () => {
  async function importRules(file: string, code: string): Promise<(string | null)[]> {
    const [result] = await eslint.lintText(`${code}\nexport { MSG };\n`, {
      filePath: path.join(repoRoot, file),
    });
    return result!.messages.map((message) => message.ruleId);
  }

  it('refuse the one MSG object (every text at once) in shared code and the web app, not in tests or the server', async () => {
    const refused = [
      ['packages/shared/src/example.ts', "import { MSG } from './messages.ts';"],
      ['packages/shared/src/policies/example.ts', "import { MSG } from '../messages.ts';"],
      [`${web}/features/forum/example.ts`, "import { MSG } from '@rewind/shared/messages';"],
    ] as const;
    for (const [file, code] of refused) {
      expect(await importRules(file, code)).toContain('no-restricted-imports');
    }
    const allowed = [
      ['packages/shared/src/example.test.ts', "import { MSG } from './messages.ts';"],
      [`${server}/modules/forum/example.ts`, "import { MSG } from '@rewind/shared/messages';"],
      ['packages/shared/src/example.ts', "import * as MSG from './texts.ts';"],
    ] as const;
    for (const [file, code] of allowed) {
      expect(await importRules(file, code)).not.toContain('no-restricted-imports');
    }
  });
});
