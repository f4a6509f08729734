import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit, SearchResults } from '../../domain/contracts/search.ts';
import { searchRowsOf } from '../../server/content/searchRows.ts';
import {
  callAsChild,
  createTestApp,
  DIALECTS,
  familyWithChild,
  type Family,
  type TestApp,
} from './testApp.ts';

const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';
const LAWS_OF_MOTION = 'PreUG--jee-main--physics--mechanics--laws-of-motion';

describe.each(DIALECTS)('search on %s', (dialect) => {
  let t: TestApp;
  let asha: Family;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    asha = await familyWithChild(t, '9400000081');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => callAsChild(t, '/api/search', asha, 'GET', url);
  const search = async (query: string, filter = 'all', extra = '') => {
    const reply = await get(`/v2/search/${filter}?query=${encodeURIComponent(query)}${extra}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ data: SearchResults }>().data;
  };
  const suggest = async (query: string) => {
    const reply = await get(`/v2/search/suggestions?query=${encodeURIComponent(query)}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ data: { suggestions: SearchHit[] } }>().data.suggestions;
  };

  it('finds a chapter by a misspelt English word, as a near match', async () => {
    const [first] = await suggest('kinematcs');
    expect(first).toMatchObject({
      entity: 'chapters',
      id: KINEMATICS,
      title: 'Kinematics',
      fuzzy: true,
    });
  });

  it('finds the Hindi chapter गति के नियम typed in Latin letters, and spelt loosely', async () => {
    for (const typed of ['gati ke niyam', 'gathi ke niyam']) {
      const results = await search(typed);
      expect(results.result[0], typed).toMatchObject({
        entity: 'chapters',
        id: LAWS_OF_MOTION,
        title: 'गति के नियम',
        locale: 'hi',
        fuzzy: false,
      });
    }
  });

  it('finds Hindi content for a Devanagari query, and a lesson by its Hindi title in Latin letters', async () => {
    const devanagari = await search('प्रक्षेप्य');
    expect(devanagari.result[0]).toMatchObject({
      entity: 'lessons',
      id: 'projectile-motion',
      locale: 'hi',
    });
    const latin = await search('prakshepya gati', 'lessons');
    expect(latin.result[0]).toMatchObject({ id: 'projectile-motion', title: 'प्रक्षेप्य गति' });
  });

  it('finds Tamil and Bengali titles, as written and in Latin letters', async () => {
    const tamil = await search('எறிபொருள்', 'lessons');
    expect(tamil.result[0]).toMatchObject({ id: 'projectile-motion', locale: 'ta' });
    const bengali = await search('প্রাসের', 'lessons');
    expect(bengali.result[0]).toMatchObject({ id: 'projectile-motion', locale: 'bn' });
  });

  it('ranks English content first for an English query, and the exact title above the rest', async () => {
    const results = await search('projectile motion');
    expect(results.result[0]).toMatchObject({
      entity: 'lessons',
      id: 'projectile-motion',
      locale: 'en',
    });
  });

  it('keeps to the exam unless cross_grade, and names the other exams that match', async () => {
    const own = await search('trigonometric ratios', 'lessons');
    expect(own.result).toEqual([]);
    expect(own.related_exams).toContainEqual(
      expect.objectContaining({ exam_code: 'cbse-class-10', goal_code: 'K12' }),
    );
    const every = await search('trigonometric ratios', 'lessons', '&cross_grade=true');
    expect(every.result[0]).toMatchObject({
      id: 'trigonometric-ratios',
      exam_code: 'cbse-class-10',
    });
    expect(every.related_exams).toEqual([]);
  });

  it('counts each entity and pages by 20', async () => {
    const first = await search('a', 'all');
    expect(first.no_of_available_results).toBe(
      Object.values(first.counts).reduce((sum, n) => sum + n, 0),
    );
    expect(first.result).toHaveLength(20);
    expect(first.no_of_results).toBeGreaterThan(20);
    const second = await search('a', 'all', '&offset=20');
    const ids = (page: SearchResults) => page.result.map((hit) => `${hit.entity}/${hit.id}`);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
    const questions = await search('car', 'questions');
    expect(questions.no_of_results).toBe(questions.counts.questions);
    expect(questions.result.every((hit) => hit.entity === 'questions')).toBe(true);
  });

  it('finds a question by words of its text, opening where it is taught', async () => {
    const results = await search('car starts from rest', 'questions');
    expect(results.result[0]).toMatchObject({ entity: 'questions', id: 'phy-kin-0001' });
    expect(results.result[0]?.learn_path).toMatch(
      /^PreUG--jee-main--physics--mechanics--kinematics/,
    );
  });

  it('finds the mock tests but never a diagnostic paper (the achieve module opens those)', async () => {
    expect((await search('mock test', 'tests')).result[0]).toMatchObject({ entity: 'tests' });
    for (const typed of ['physics diagnostic', 'निदान परीक्षा'])
      expect((await search(typed, 'tests')).result, typed).toEqual([]);
  });

  it('offers at most 5 suggestions, of which at most 3 near ones', async () => {
    const suggestions = await suggest('mot');
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions.length).toBeGreaterThan(0);
    const near = await suggest('electrcity');
    expect(near.filter((hit) => hit.fuzzy).length).toBeLessThanOrEqual(3);
  });

  it("never shows another organisation's content", async () => {
    const item = (organisationId: number, id: string) => ({
      organisationId,
      entity: 'books' as const,
      id,
      goal: 'PreUG',
      exam: 'jee-main',
      titles: { en: `Zygote workbook ${id}` },
      details: { book_kind: 'book' as const },
    });
    await t.deps.db
      .insertInto('search_items')
      .values([...searchRowsOf(item(1, 'own'), 0), ...searchRowsOf(item(13, 'theirs'), 1)] as never)
      .execute();
    const results = await search('zygote workbook', 'books');
    expect(results.result.map((hit) => hit.id)).toEqual(['own']);
  });

  it('refuses bad queries with 400', async () => {
    // As sent on the wire: 10k characters, a NUL, a lone surrogate (CESU-8 bytes), blanks.
    for (const query of ['x'.repeat(10_000), 'a%00b', '%ED%A0%80a', '%20%20', '', '-_-']) {
      const reply = await get(`/v2/search/all?query=${query}`);
      expect(reply.statusCode, query.slice(0, 20)).toBe(400);
      expect(reply.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
    const unknown = await get('/v2/search/videos?query=ohm');
    expect(unknown.statusCode).toBe(400);
    const huge = await get('/v2/search/all?query=ohm&size=5000');
    expect(huge.statusCode).toBe(400);
  });

  it('answers the spec’s empty entity as every entity', async () => {
    const reply = await get(`/v2/search/?query=ohm`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<{ data: SearchResults }>().data.result[0]).toMatchObject({ id: 'ohms-law' });
  });
});
