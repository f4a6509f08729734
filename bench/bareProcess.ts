import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface BareProcess {
  url: string;
  stop: () => Promise<void>;
}

/** bench/bareServer.ts started in a process of its own: its route's address. */
export async function bareProcess(): Promise<BareProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./bareServer.ts', import.meta.url).pathname],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const [port] = (await once(lines, 'line')) as [string];
  lines.close();
  return {
    url: `http://127.0.0.1:${port}/bare`,
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
