import { createServer } from 'vite';
import { REPO_ROOT } from '../brands/loadBrands.ts';
import { EXIT, UsageError } from '../exitCodes.ts';
import { BRANDS_DIR_ENV } from '../build/brandsPlugin.ts';
import { brandsDirOf, selectBrands } from './selectBrands.ts';

/**
 * `abhyas brand preview <id>`: the Vite dev server on loopback. Chromium resolves every
 * *.localhost name to loopback, so the brand opens on its own host with no /etc/hosts edits.
 */
export default async function brandPreview(id: string, options: { port: string; brands?: string }) {
  const brandsDir = brandsDirOf(options);
  await selectBrands([id], brandsDir);
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port "${options.port}" is not a port`);
  process.env[BRANDS_DIR_ENV] = brandsDir;
  const server = await createServer({
    root: REPO_ROOT,
    configFile: `${REPO_ROOT}vite.config.ts`,
    server: { host: '127.0.0.1', port, strictPort: true },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`http://${id}.localhost:${actualPort}/`);
  await new Promise<void>((resolve) => {
    const stop = () => void server.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return EXIT.ok;
}
