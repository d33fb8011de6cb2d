import { describe, expect, it } from 'vitest';
import { createTestServer, useTestServer } from '../../test/server';

const server = useTestServer();

describe('GET /healthz', () => {
  it('reports ok when the database answers', async () => {
    const res = await server.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('reports 503 when the database is gone', async () => {
    const broken = await createTestServer();
    await broken.database.close();
    const res = await broken.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'unavailable' });
    broken.assertNoUnexpectedErrors();
    await broken.close();
  });
});
