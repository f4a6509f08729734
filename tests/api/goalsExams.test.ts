import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../domain/rules/locales.ts';
import { createTestApp, DIALECTS, type TestApp } from './testApp.ts';

describe.each(DIALECTS)('goals and exams on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/content/fiber-countries-goals-exams-v2${query}`,
      headers: { host: 'abhyas.localhost' },
    });

  it('lists every exam under its goal, in the content pack’s order', async () => {
    const answer = await list('?locale=en');
    const { data } = answer.json<{
      data: { code: string; parent_code: string; name: string; parent_display_name: string }[];
    }>();
    expect(data.map((e) => `${e.parent_code}/${e.code}`)).toEqual([
      'K12/cbse-class-3',
      'K12/cbse-class-9',
      'K12/cbse-class-10',
      'K12/cbse-class-11',
      'K12/cbse-class-12',
      'PreUG/jee-main',
      'PreUG/jee-advanced',
      'PreUG/neet-ug',
      'PrePG/gate-cse',
    ]);
    expect(data.find((e) => e.code === 'neet-ug')?.parent_display_name).toBe(
      'Undergraduate entrance exams',
    );
  });

  it('says which exams have content, so the profile form offers only those', async () => {
    const { data } = (await list('?locale=en')).json<{
      data: { code: string; parent_code: string; has_content: boolean }[];
    }>();
    const withContent = data.filter((e) => e.has_content);
    expect(withContent.map((e) => e.code)).toEqual([
      'cbse-class-3',
      'cbse-class-10',
      'jee-main',
      'neet-ug',
    ]);
    // A goal with no exam that has content is not offered at all.
    expect(withContent.map((e) => e.parent_code)).not.toContain('PrePG');
  });

  it('answers the same for an institute, whose students share the pack', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/content/fiber-countries-goals-exams-v2',
      headers: { host: 'vidya.localhost' },
    });
    const { data } = answer.json<{ data: { code: string; has_content: boolean }[] }>();
    expect(data.find((e) => e.code === 'cbse-class-9')?.has_content).toBe(false);
    expect(data.find((e) => e.code === 'jee-main')?.has_content).toBe(true);
  });

  it('says which languages each exam is studied in: declared by the pack, where its subjects are named', async () => {
    const { data } = (await list('?locale=en')).json<{
      data: { code: string; languages: string[] }[];
    }>();
    const languages = Object.fromEntries(data.map((e) => [e.code, e.languages]));
    // NTA sets JEE Main in thirteen languages, and the pack names its subjects in all twelve of ours.
    expect(languages['jee-main']).toEqual([...SUPPORTED_LOCALES]);
    // CBSE examines in English and Hindi.
    expect(languages['cbse-class-10']).toEqual(['en', 'hi']);
    // GATE declares English only and has no syllabus in the pack.
    expect(languages['gate-cse']).toEqual(['en']);
  });

  it('names exams in the asked language', async () => {
    const hi = (await list('?locale=hi')).json<{ data: { code: string; name: string }[] }>().data;
    expect(hi.find((e) => e.code === 'jee-main')?.name).toBe('जेईई मेन');
    const ta = (await list('?locale=ta')).json<{ data: { code: string; name: string }[] }>().data;
    expect(ta.find((e) => e.code === 'jee-main')?.name).toBe('ஜேஇஇ மெயின்');
  });

  it('refuses an unsupported locale with a clear error', async () => {
    const answer = await list('?locale=xx');
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ code: string; message: string }>()).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(answer.json<{ message: string }>().message).toContain('querystring.locale');
  });
});
