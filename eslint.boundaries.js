// Where the parts of each app may reach into each other (docs/architecture.md, Repository layout; decision 017).
// Paths are resolved as TypeScript resolves them, so an alias, a relative path and a dynamic import() are all seen.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const directories = (path) =>
  readdirSync(`${root}${path}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const web = `${root}apps/web/src`;
const server = `${root}apps/server/src`;

const webZones = [
  {
    target: [`${web}/lib`, `${web}/components`],
    from: [`${web}/features`, `${web}/app`],
    message: 'lib/ and components/ serve every feature and know none.',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'app/ puts the features together; they know nothing of it.',
  },
  ...directories('apps/web/src/features').flatMap((feature) => [
    {
      target: `${web}/features/${feature}`,
      from: `${web}/features/!(${feature})/**`,
      except: [`${web}/features/*/index.ts`],
      message:
        'Another feature is used through its public entry, @/features/<name>; code two features share moves to lib/ or components/.',
    },
    {
      target: `${web}/features/${feature}/routes`,
      from: `${web}/features/!(${feature})/**`,
      message: 'A page that combines features lives under app/pages.',
    },
  ]),
  {
    target: `${web}/app`,
    from: `${web}/features/**`,
    except: [`${web}/features/*/index.ts`, `${web}/features/*/routes/*`],
    message:
      'app/ uses a feature through its public entry, @/features/<name> (and the route table its pages).',
  },
];

// A module's tables are those in db/schema/<module>.ts; the other modules use them through its service, or
// join the read-only relations it publishes in <module>.views.ts (decision 017).
const modulePublicSurface = [`${server}/modules/*/*.service.ts`, `${server}/modules/*/*.views.ts`];
const serverZones = [
  ...directories('apps/server/src/modules').flatMap((module) => [
    {
      target: `${server}/modules/${module}`,
      from: `${server}/modules/!(${module})/**`,
      except: modulePublicSurface,
      message: 'Another module is used through its service (or the relations its .views.ts publishes).',
    },
    {
      target: `${server}/modules/${module}`,
      from: `${server}/db/schema/!(${module}).ts`,
      message: "Another module's tables are read through its service, or joined through its .views.ts.",
    },
  ]),
  {
    target: `${server}/commands`,
    from: `${server}/modules/**`,
    except: modulePublicSurface,
    message: 'A command spans modules through their services.',
  },
  {
    target: `${server}/commands`,
    from: `${server}/db/schema/**`,
    message: 'A command spans modules through their services, never their tables.',
  },
];

export const boundaryZones = [...webZones, ...serverZones];
