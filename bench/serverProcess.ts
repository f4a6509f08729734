import { freshDatabaseLocation, type Dialect } from '../server/db/freshDatabaseLocation.ts';
import { familyOver } from '../server/process/familyOver.ts';
import { newServerProcess, type ServerProcess } from '../server/process/serverProcess.ts';

export type { ServerProcess };

/**
 * The app as `npm start` runs it (`abhyas serve`), in a process of its own on a fresh database, so
 * a benchmark's clients do not share its thread and a chaos run can kill it.
 */
export async function serverProcess(dialect: Dialect): Promise<ServerProcess> {
  const location = await freshDatabaseLocation(dialect);
  const server = await newServerProcess({
    env: {
      ...(location.databaseUrl
        ? { DATABASE_URL: location.databaseUrl }
        : { DATA_DIR: location.dataDir }),
      TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      // The takers all come from this machine, each naming its own address in X-Forwarded-For
      // (childOver), as students behind a school's proxy do: the server believes it only from a
      // proxy TRUST_PROXY names, so loopback is named here and the per-address limits see each.
      TRUST_PROXY: '127.0.0.1',
    },
  });
  await server.start();
  return {
    ...server,
    async stop() {
      await server.stop();
      await location.drop();
    },
  };
}

/** A parent and child made over HTTP as a person would: the child's token. */
export async function childOver(url: string, mobile: string, ip: string): Promise<string> {
  return (await familyOver(url, mobile, ip)).childToken;
}
