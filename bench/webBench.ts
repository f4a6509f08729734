import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import * as z from 'zod';
import { buildIfNeeded } from '../cli/build/buildIfNeeded.ts';
import { assetHeaders, type AssetHeaders } from './assetHeaders.ts';
import { lighthouseBench, type LighthouseFigure } from './lighthouseBench.ts';
import { serverProcess } from './serverProcess.ts';
import { slowLinkBench, type SlowLinkFigure } from './slowLinkBench.ts';
import { signedInStudent } from './webSession.ts';

/** The default brand, by the name chromium resolves to loopback as it does every *.localhost. */
const BRAND_HOST = 'abhyas.localhost';
export const WEB_PAGES = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'login', path: '/login', signedIn: false },
  { name: 'learn home', path: '/learn/home', signedIn: true },
] as const;

export interface RouteJs {
  name: string;
  /** gzip bytes, as `.size-limit.js` counts them. */
  bytes: number;
  passed: boolean;
}

export interface WebFigures {
  assets: AssetHeaders;
  lighthouse: LighthouseFigure[];
  slowLink: SlowLinkFigure;
  routeJs: RouteJs[];
}

const sizeLimitAnswer = z.array(
  z.object({ name: z.string(), size: z.number(), passed: z.boolean() }),
);

/** `npx size-limit --json` on the build: each route's first JS, gzip, and whether it is in budget. */
async function routeJs(): Promise<RouteJs[]> {
  // size-limit exits non-zero when a budget is exceeded and still prints every route's size:
  // that is a figure to report, not a failure of the bench. Without its JSON, the error stands.
  const { stdout } = await promisify(execFile)('npx', ['size-limit', '--json']).catch(
    (failed: unknown) => {
      const printed = (failed as { stdout?: unknown }).stdout;
      if (typeof printed !== 'string' || printed.trim() === '') throw failed;
      return { stdout: printed };
    },
  );
  return sizeLimitAnswer
    .parse(JSON.parse(stdout))
    .map((r) => ({ name: r.name, bytes: r.size, passed: r.passed }));
}

/**
 * `npm run bench -- web`: the built app (built first if its sources changed) served as `npm start`
 * serves it, on a fresh embedded database: Lighthouse on landing, login and a signed-in student's
 * learn home, the landing on the slow link, and each route's first JS.
 */
export async function webBench(): Promise<WebFigures> {
  // vite's build sets NODE_ENV=production in this process, and the server inherits the
  // environment: it would then serve without the dev outbox that signing the student up reads.
  const nodeEnv = process.env.NODE_ENV;
  await buildIfNeeded((line) => console.log(`web bench: ${line}`));
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const server = await serverProcess('sqlite');
  try {
    const origin = `http://${BRAND_HOST}:${new URL(server.url).port}`;
    const session = await signedInStudent(server.url, '9340000001');
    const lighthouse: LighthouseFigure[] = [];
    for (const p of WEB_PAGES)
      lighthouse.push(
        await lighthouseBench(p.name, origin + p.path, p.signedIn ? session : undefined),
      );
    const slowLink = await slowLinkBench(`${origin}/`);
    return {
      assets: await assetHeaders(server.url),
      lighthouse,
      slowLink,
      routeJs: await routeJs(),
    };
  } finally {
    await server.stop();
  }
}
