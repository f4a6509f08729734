import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lines, REPO, runCli } from './runCli.ts';

let work: string;
let pack: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'abhyas-keys-'));
  pack = join(work, 'content');
  await cp(join(REPO, 'content'), pack, { recursive: true });
  // Three wrong keys of three kinds: a choice the `verify` expression contradicts, a clock read
  // wrong, and a column sum added wrong.
  const file = join(pack, 'questions/mathematics.json');
  const bank = JSON.parse(await readFile(file, 'utf8')) as {
    questions: { code: string; answer: unknown }[];
  };
  for (const question of bank.questions) {
    if (question.code === 'math-quad-0001') question.answer = 'c';
    if (question.code === 'math-clock-0001') question.answer = { hours: 4, minutes: 40 };
    if (question.code === 'math-column-0001') question.answer = 622;
  }
  await writeFile(file, JSON.stringify(bank));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const WRONG_KEYS = [
  `${join('content', 'questions/mathematics.json')}: /questions/0/verify (question math-quad-0001) gives 8, which is option b — the key says c`,
  /\/questions\/\d+\/answer \(question math-clock-0001\) is 4:40, but the clock shows 3:40$/,
  /\/questions\/\d+\/answer \(question math-column-0001\) is 622, but 347 \+ 285 is 632$/,
];

describe('abhyas content check', () => {
  it('passes the demo pack: every key, blank, order, clock and sum recomputed and graded', async () => {
    const { code, stdout, stderr } = await runCli(['content', 'check']);
    expect(stderr).toBe('');
    expect(lines(stdout)).toEqual(['content pack: all right']);
    expect(code).toBe(0);
  });

  it('names the file, the question and why for every wrong key, and exits 1', async () => {
    const { code, stdout, stderr } = await runCli(['content', 'check', pack]);
    expect(code).toBe(1);
    expect(lines(stdout)).toEqual(['content pack: 3 problems']);
    const problems = lines(stderr);
    expect(problems).toHaveLength(3);
    expect(problems[0]?.endsWith(WRONG_KEYS[0] as string)).toBe(true);
    expect(problems[1]).toMatch(WRONG_KEYS[1] as RegExp);
    expect(problems[2]).toMatch(WRONG_KEYS[2] as RegExp);
  });
});

describe('abhyas content import', () => {
  it('refuses a pack with a wrong answer key before touching the database', async () => {
    const dataDir = join(work, 'data');
    const { code, stdout, stderr } = await runCli(['content', 'import', pack], {
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const file = join(pack, 'questions/mathematics.json');
    expect(lines(stderr)).toEqual([
      `${file}: /questions/0/verify (question math-quad-0001) gives 8, which is option b — the key says c`,
      expect.stringMatching(new RegExp(`^${file}: ${(WRONG_KEYS[1] as RegExp).source}`)),
      expect.stringMatching(new RegExp(`^${file}: ${(WRONG_KEYS[2] as RegExp).source}`)),
    ]);
  });
});
