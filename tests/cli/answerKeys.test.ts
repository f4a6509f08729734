import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO } from './runCli.ts';

/** The answer-key check, run on the whole question bank as an author runs it. */
function checkAnswerKeys(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'cli/authoring/checkAnswerKeys.ts'], {
      cwd: REPO,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('the question bank', () => {
  it('passes the answer-key check: every key, blank, order and numeric answer recomputed', async () => {
    const { code, output } = await checkAnswerKeys();
    expect(output).toContain('answer keys: all right');
    expect(code).toBe(0);
  });
});
