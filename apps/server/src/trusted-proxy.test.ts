import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './test/auth';
import { type TestServer, useTestServer } from './test/server';
import { TEST_ORIGIN } from './test/sessions';

const direct = useTestServer();
const behindProxy = useTestServer({ env: { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' } });

let addressCounter = 0;
const forwardedFor = () => `198.51.100.${++addressCounter % 250}, 192.0.2.${addressCounter % 250}`;

/** Asks for `count` password-reset mails from one socket address, each claiming another client. */
async function resetRequests(server: TestServer, count: number, socket = '127.0.0.1') {
  const statuses: number[] = [];
  for (let n = 0; n < count; n++) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor() },
      remoteAddress: socket,
      payload: { email: uniqueEmail('reset') },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('client addresses without TRUST_PROXY', () => {
  it('counts the per-address reset limit on the socket, whatever X-Forwarded-For says', async () => {
    const statuses = await resetRequests(direct, 11);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it('counts the per-address sign-up limit on the socket, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 16; n++) {
      const res = await direct.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor() },
        payload: { email: uniqueEmail('crowd'), password: 'Kodak-Betamax-1985' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 15)).toEqual(Array(15).fill(200));
    expect(statuses[15]).toBe(429);
  });
});

describe('client addresses with TRUST_PROXY', () => {
  it('takes the client from X-Forwarded-For when the socket is a trusted proxy, by address or range', async () => {
    expect(await resetRequests(behindProxy, 11)).toEqual(Array(11).fill(200));
    expect(await resetRequests(behindProxy, 11, '10.20.30.40')).toEqual(Array(11).fill(200));
  });

  it('ignores X-Forwarded-For from a socket outside the trusted proxies', async () => {
    const statuses = await resetRequests(behindProxy, 11, '203.0.113.9');
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
