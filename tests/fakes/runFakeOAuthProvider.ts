import { startFakeOAuthProvider } from './fakeOAuthProvider.ts';

/**
 * The fake provider as a process of its own, for the browser tests (playwright.config.ts starts
 * it beside the app): `tsx tests/fakes/runFakeOAuthProvider.ts <port>`.
 */
const port = Number(process.argv[2]);
const provider = await startFakeOAuthProvider(
  { email: 'oauth.student@example.com', email_verified: true, name: 'Nila Menon' },
  port,
);
console.log(`fake OAuth provider on ${provider.config.authorizeUrl}`);
const stop = () => void provider.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
