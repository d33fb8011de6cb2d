// The app as `npm start` runs it (from source, the web app already built by the global setup), except that posters come from the browser tests' fake image host
// (fixtures/test.ts), whose self-signed certificate arrives in E2E_IMAGE_HOST_CA: this machine has no internet.
import { fakeImageHostPolicy } from '../../apps/server/src/test/fake-image-host';
import { startDemoApp } from '../../scripts/lib/start-demo';

const ca = process.env.E2E_IMAGE_HOST_CA;
if (!ca) throw new Error('E2E_IMAGE_HOST_CA is not set: start this through fixtures/test.ts');
await startDemoApp({ posterPolicy: fakeImageHostPolicy(ca) });
