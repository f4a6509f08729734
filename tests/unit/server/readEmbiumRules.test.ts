import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../cli/brands/loadBrands.ts';
import { EMBIUM_EVENTS } from '../../../domain/contracts/embiums.ts';
import {
  GOLD_STREAK,
  SILVER_FOR_PERFECT,
  SILVER_FOR_RIGHT,
} from '../../../domain/practice/embiums.ts';
import { EMBIUM_RULES_FILE, readEmbiumRules } from '../../../server/content/readEmbiumRules.ts';
import type { EmbiumRules } from '../../../schemas/types.generated.ts';

const REPO_CONTENT = join(REPO_ROOT, 'content');

describe('readEmbiumRules', () => {
  let work: string;
  let original: EmbiumRules;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'abhyas-embiums-'));
    await mkdir(join(work, 'embiums'));
    original = JSON.parse(
      await readFile(join(REPO_CONTENT, EMBIUM_RULES_FILE), 'utf8'),
    ) as EmbiumRules;
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  const readChanged = async (change: (rules: EmbiumRules) => void) => {
    const rules = structuredClone(original);
    change(rules);
    await writeFile(join(work, EMBIUM_RULES_FILE), JSON.stringify(rules));
    return readEmbiumRules(work);
  };

  it('reads the pack’s rules: one for each event', async () => {
    const { rules, issues } = await readEmbiumRules(REPO_CONTENT);
    expect(issues).toEqual([]);
    expect(Object.keys(rules?.rules ?? {}).sort()).toEqual([...EMBIUM_EVENTS].sort());
  });

  it('keeps the practice figures the practice screen explains', async () => {
    const { rules } = await readEmbiumRules(REPO_CONTENT);
    expect(rules?.rules.practiceRight.points).toBe(SILVER_FOR_RIGHT);
    expect(rules?.rules.practicePerfect.points).toBe(SILVER_FOR_PERFECT);
    expect(rules?.rules.practiceStreak.every).toBe(GOLD_STREAK);
  });

  it('names a missing file', async () => {
    const { issues } = await readEmbiumRules(join(work, 'nowhere'));
    expect(issues.map((i) => i.message)).toEqual(['is missing']);
  });

  it('refuses a missing event and a fractional figure, with their pointers', async () => {
    const { issues } = await readChanged((r) => {
      delete (r.rules as Partial<EmbiumRules['rules']>).studyStreak;
      r.rules.lessonFinished.points = 2.5;
    });
    expect(issues.map((i) => i.pointer).sort()).toEqual(['/rules', '/rules/lessonFinished/points']);
  });

  it('asks a run length of streaks only, and a cap that fits one award', async () => {
    const { issues } = await readChanged((r) => {
      delete r.rules.practiceStreak.every;
      r.rules.lessonFinished.every = 3;
      r.rules.testFinished.dailyCap = 10;
    });
    expect(issues.map((i) => i.pointer)).toEqual([
      '/rules/practiceStreak',
      '/rules/lessonFinished/every',
      '/rules/testFinished/dailyCap',
    ]);
  });
});
