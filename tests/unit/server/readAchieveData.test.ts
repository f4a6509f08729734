import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../cli/brands/loadBrands.ts';
import {
  ACHIEVE_META_FILE,
  ACHIEVE_QUESTIONNAIRE_FILE,
  ACHIEVE_STORIES_FILE,
  loadAchieveData,
  readAchieveData,
} from '../../../server/content/readAchieveData.ts';
import type {
  AchieveMeta,
  AchieveQuestionnaire,
  AchieveSuccessStories,
} from '../../../schemas/types.generated.ts';

const REPO_CONTENT = join(REPO_ROOT, 'content');
const PAGE_SIZE = 10;

const readJson = async <T>(file: string) =>
  JSON.parse(await readFile(join(REPO_CONTENT, file), 'utf8')) as T;

describe('readAchieveData', () => {
  let work: string;
  let meta: AchieveMeta;
  let stories: AchieveSuccessStories;
  let questionnaire: AchieveQuestionnaire;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'abhyas-achieve-'));
    meta = await readJson<AchieveMeta>(ACHIEVE_META_FILE);
    stories = await readJson<AchieveSuccessStories>(ACHIEVE_STORIES_FILE);
    questionnaire = await readJson<AchieveQuestionnaire>(ACHIEVE_QUESTIONNAIRE_FILE);
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  /** A copy of the pack's achieve folder with one document changed, read from a folder of its own. */
  const readChanged = async <T>(file: string, original: T, change: (document: T) => void) => {
    const dir = await mkdtemp(join(work, 'pack-'));
    await cp(join(REPO_CONTENT, 'achieve'), join(dir, 'achieve'), { recursive: true });
    const document = structuredClone(original);
    change(document);
    await writeFile(join(dir, file), JSON.stringify(document));
    return readAchieveData(dir);
  };
  const collegeAt = (m: AchieveMeta, i: number) => {
    const college = m.colleges[i];
    if (!college) throw new Error(`the pack has no college ${i}`);
    return college;
  };

  it('reads the pack’s achieve data with no issues', async () => {
    const { data, issues } = await readAchieveData(REPO_CONTENT);
    expect(issues).toEqual([]);
    expect(data?.meta.states.length).toBeGreaterThanOrEqual(36);
    expect(data?.meta.colleges.length).toBeGreaterThanOrEqual(35);
    // Paged 10 at a time, the social stories fill at least three pages.
    expect(Math.ceil((data?.stories.social.length ?? 0) / PAGE_SIZE)).toBeGreaterThanOrEqual(3);
    expect(data?.stories.social.length).toBeGreaterThanOrEqual(25);
    expect(data?.stories.academic.length).toBeGreaterThanOrEqual(6);
    expect(data?.stories.demo).toBe(true);
  });

  it('admits to the IITs on JEE Advanced, with JEE Main only the qualifier', async () => {
    const { meta: shipped } = await loadAchieveData(REPO_CONTENT);
    const iits = shipped.colleges.filter((c) => c.kind === 'iit');
    expect(iits.length).toBeGreaterThan(0);
    for (const iit of iits) {
      expect(iit.exam).toBe('jee-advanced');
      expect(iit.admission.qualifyingExam).toBe('jee-main');
    }
  });

  it('keeps the questionnaire’s daily study time at 1–365 minutes, titled by message keys', async () => {
    const { questionnaire: form } = await loadAchieveData(REPO_CONTENT);
    const minutes = form.schema.properties.dailyStudyMinutes;
    expect([minutes.minimum, minutes.maximum]).toEqual([1, 365]);
    for (const field of form.uiSchema['ui:order'])
      expect(form.schema.properties[field].title).toMatch(
        /^achieve\.questionnaire\.field\.[A-Za-z]+$/,
      );
  });

  it('names a duplicate college code and a college in an unknown state, with file and pointer', async () => {
    const { data, issues } = await readChanged(ACHIEVE_META_FILE, meta, (m) => {
      collegeAt(m, 1).code = collegeAt(m, 0).code;
      collegeAt(m, 2).state = 'IN-ZZ';
    });
    expect(data).toBeUndefined();
    expect(issues).toEqual([
      {
        file: expect.stringContaining(join('achieve', 'meta.json')) as string,
        pointer: '/colleges/1/code',
        message: `"${collegeAt(meta, 0).code}" appears twice`,
      },
      {
        file: expect.stringContaining(join('achieve', 'meta.json')) as string,
        pointer: '/colleges/2/state',
        message: '"IN-ZZ" is no state of the states list',
      },
    ]);
    await expect(loadAchieveData(join(work, 'nowhere'))).rejects.toThrow(
      /the achieve data has problems:\n.*meta\.json: \/ is missing/,
    );
  });

  it('refuses a marks table out of order and a lost state', async () => {
    const { issues } = await readChanged(ACHIEVE_META_FILE, meta, (m) => {
      const [first, second] = m.scoreToRank['neet-ug'].rows;
      if (first && second) second.rank = first.rank;
      m.states = m.states.filter((s) => s.code !== 'IN-LA');
    });
    expect(issues.map((i) => `${i.pointer} ${i.message}`)).toEqual([
      '/states has 7 of kind union_territory, not 8',
      '/scoreToRank/neet-ug/rows/1/rank is not above the row before',
    ]);
  });

  it('refuses an IIT admitting on JEE Main and a job naming an unknown exam', async () => {
    const { issues } = await readChanged(ACHIEVE_META_FILE, meta, (m) => {
      const iit = m.colleges.findIndex((c) => c.kind === 'iit');
      collegeAt(m, iit).exam = 'jee-main';
      m.jobOptions[0]?.exams.push('no-such-exam');
    });
    expect(issues.map((i) => i.message)).toEqual([
      'only IITs admit on JEE Advanced',
      'is needed for JEE Advanced admissions (and only for them)',
      '"no-such-exam" is no career exam',
    ]);
  });

  it('refuses a story in an unknown state, in the wrong list, or out of the wrong marks', async () => {
    const { issues } = await readChanged(ACHIEVE_STORIES_FILE, stories, (s) => {
      const [first, second] = s.social;
      if (!first || !second) throw new Error('the pack has too few stories');
      first.state = 'IN-ZZ';
      second.kind = 'academic';
      s.academic.push({ ...first, state: 'IN-KA', score: { value: 700, max: 720 } });
    });
    expect(issues).toEqual([
      expect.objectContaining({
        pointer: '/social/0/state',
        message: '"IN-ZZ" is no state of the states list',
      }),
      expect.objectContaining({ pointer: '/social/1/kind', message: 'is not social' }),
      expect.objectContaining({ pointer: `/academic/${stories.academic.length}/id` }),
      expect.objectContaining({ pointer: `/academic/${stories.academic.length}/kind` }),
      expect.objectContaining({
        pointer: `/academic/${stories.academic.length}/score/max`,
        message: 'jee-main is out of 300',
      }),
    ]);
  });

  it('refuses a full name where a first name and an initial belong', async () => {
    const { issues } = await readChanged(ACHIEVE_STORIES_FILE, stories, (s) => {
      const [first] = s.social;
      if (first) first.name = 'Ananya Ramakrishnan';
    });
    expect(issues).toEqual([
      expect.objectContaining({
        pointer: '/social/0/name',
        message: expect.stringMatching(/^must/) as string,
      }),
    ]);
  });

  it('refuses daily study bounds other than 1 and 365, and a field left out of the order', async () => {
    const { issues } = await readChanged(ACHIEVE_QUESTIONNAIRE_FILE, questionnaire, (q) => {
      q.schema.properties.dailyStudyMinutes.maximum = 1440;
      q.uiSchema['ui:order'] = q.uiSchema['ui:order'].filter((f) => f !== 'collegeAim');
    });
    expect(issues.map((i) => `${i.pointer} ${i.message}`)).toEqual([
      '/schema/properties/dailyStudyMinutes/maximum must be 365',
      '/uiSchema/ui:order leaves out collegeAim',
    ]);
  });
});
