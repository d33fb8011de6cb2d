import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestServer, useTestServer } from './test/server';

const ZFilm = z.object({
  id: z.uuid(),
  title: z.string(),
  year: z.number().int().nullable(),
  tags: z.array(z.string()),
  tagline: z.string().optional(),
  studio: z.object({ name: z.string() }).nullable(),
});
const ZShelf = z.discriminatedUnion('isPrivate', [
  z.object({ isPrivate: z.literal(false), films: z.array(ZFilm) }),
  z.object({ isPrivate: z.literal(true) }),
]);

const film = { id: randomUUID(), title: 'Alien', year: 1979, tags: ['sci-fi'], studio: { name: 'Fox' } };
// What a presenter might hand over by mistake, by name.
const answers: Record<string, unknown> = {
  film,
  'film with a tagline and no studio': {
    ...film,
    tagline: 'In space no one can hear you scream.',
    studio: null,
  },
  'film with a private column': {
    ...film,
    passwordHash: 'secret',
    studio: { name: 'Fox', ownerEmail: 'x@y.z' },
  },
  'film without its title': { id: film.id, year: 1979, tags: [], studio: null },
  'film with a year as text': { ...film, year: '1979' },
  'public shelf with a private column': { isPrivate: false, films: [{ ...film, passwordHash: 'secret' }] },
  'private shelf with films': { isPrivate: true, films: [film] },
};

function testRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const query = z.object({ answer: z.string() });
  typed.get(
    '/api/v1/test/film',
    { schema: { querystring: query, response: { 200: ZFilm } } },
    async (req) => answers[req.query.answer] as z.infer<typeof ZFilm>,
  );
  typed.get(
    '/api/v1/test/shelf',
    { schema: { querystring: query, response: { 200: ZShelf } } },
    async (req) => answers[req.query.answer] as z.infer<typeof ZShelf>,
  );
}

const checked = useTestServer({ testRoutes });
const production = useTestServer({ testRoutes, checkAnswers: false });

const ask = (server: TestServer, path: string, answer: string) =>
  server.app.inject({ url: `${path}?answer=${encodeURIComponent(answer)}` });

describe.each([
  ['in production', production],
  ['in tests, also checked by zod', checked],
])('answers written by their response schema, %s', (_mode, server) => {
  it('writes the schema’s fields, nullable and optional ones included', async () => {
    for (const answer of ['film', 'film with a tagline and no studio']) {
      const res = await ask(server, '/api/v1/test/film', answer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(answers[answer]);
    }
  });

  it('leaves out every field the schema does not name, at any depth', async () => {
    const res = await ask(server, '/api/v1/test/film', 'film with a private column');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(film);
    const shelf = await ask(server, '/api/v1/test/shelf', 'public shelf with a private column');
    expect(shelf.json()).toEqual({ isPrivate: false, films: [film] });
    const hidden = await ask(server, '/api/v1/test/shelf', 'private shelf with films');
    expect(hidden.json()).toEqual({ isPrivate: true });
  });

  it('answers 500, logged, rather than a film without its title', async () => {
    server.expectLoggedError(/title|required/);
    const res = await ask(server, '/api/v1/test/film', 'film without its title');
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal');
  });
});

describe('what only the tests check', () => {
  it('refuses an answer whose types break its schema', async () => {
    checked.expectLoggedError(/year|expected number/);
    const res = await ask(checked, '/api/v1/test/film', 'film with a year as text');
    expect(res.statusCode).toBe(500);
  });
});
