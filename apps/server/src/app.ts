import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import type { Database } from './db/client';
import { createCatalogService } from './modules/catalog/catalog.service';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { registerActor } from './platform/actor';
import { createAuth } from './platform/auth';
import { resolveAuthSecret } from './platform/auth-secret';
import { registerErrorHandler } from './platform/error-handler';
import { LOCAL_MEDIA_PREFIX, LocalStorage } from './platform/storage/local-storage';
import type { Storage } from './platform/storage/storage';
import { contentSecurityPolicy } from './platform/security';
import { registerSiteGate } from './platform/site-gate';

export type AppDeps = {
  config: Config;
  database: Database;
  storage: Storage;
  /** The built web app (apps/web/dist); absent in API-only tests. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(deps.config) },
  });
  if (deps.config.sitePassword) {
    await registerSiteGate(app, {
      password: deps.config.sitePassword,
      secure: deps.config.publicUrl.startsWith('https:'),
    });
  }
  await registerApiDocs(app);

  const { db } = deps.database;
  const auth = createAuth({
    db,
    config: deps.config,
    secret: resolveAuthSecret(deps.config.authSecret, deps.config.dataDir),
  });
  registerActor(app, auth);
  await app.register(authRoutes, { auth });
  await app.register(healthRoutes(db));
  await app.register(catalogRoutes(createCatalogService(db)));

  if (deps.storage instanceof LocalStorage) {
    await app.register(fastifyStatic, {
      root: deps.storage.root,
      prefix: LOCAL_MEDIA_PREFIX,
      decorateReply: false,
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
    });
  }
  await registerWebApp(app, deps.webDist);
  return app;
}

async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Rewind API',
        version: '1',
        description: 'The JSON API behind Rewind. Errors are `{ error: { code, message, fields? } }`.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}

// Static files with long-lived caching for hashed assets; every other non-API path gets index.html.
async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWebApp = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(pathname) && !looksLikeFile(pathname);
    if (wantsPage && hasWebApp) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ error: { code: 'not_found', message: `No route for ${req.method} ${pathname}` } });
  });
}

const isApiPath = (pathname: string) =>
  pathname === '/api' || pathname.startsWith('/api/') || pathname === '/healthz';
const looksLikeFile = (pathname: string) =>
  pathname.startsWith('/assets/') ||
  /\.(js|mjs|css|map|png|jpe?g|gif|webp|svg|ico|woff2?|json|txt|xml)$/i.test(pathname);
