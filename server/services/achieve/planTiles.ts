import type * as z from 'zod/mini';
import type { planTile } from '../../../domain/contracts/achieve.ts';
import { textIn, type LocalisedText } from '../../../domain/rules/localisedText.ts';
import type { AchieveContentStore } from './achieveContentStore.ts';
import type { TrackedStep } from './planProgress.ts';
import type { TestPapers } from './TestPapers.ts';

export type PlanTile = z.output<typeof planTile>;

/**
 * Steps as the tiles show them, each titled in the child's language: a lesson by its video, a
 * practice set by its concept, a test by its own title.
 */
export async function planTiles(
  content: AchieveContentStore,
  papers: TestPapers,
  steps: readonly TrackedStep[],
  locale: string,
): Promise<PlanTile[]> {
  const of = (kinds: readonly string[]) => [
    ...new Set(steps.filter((s) => kinds.includes(s.kind)).map((s) => s.object_id)),
  ];
  const conceptCodes = [
    ...new Set(steps.flatMap((s) => (s.kind === 'practice' && s.concept ? [s.concept] : []))),
  ];
  const lessonIds = of(['lesson']);
  const testCodes = of(['chapter_test', 'mock_test']);
  const videos = await content.videoTitles(lessonIds);
  const concepts = await content.conceptNames(conceptCodes);
  const tests = await Promise.all(
    (await content.testVersions(testCodes)).map(async (t) => ({
      code: t.code,
      paper: await papers.paper(t.code, t.version),
    })),
  );
  const titles = new Map<string, string>([
    ...videos.map(
      (v) => [`lesson|${v.id}`, textIn(JSON.parse(v.titles) as LocalisedText, locale)] as const,
    ),
    ...concepts.map(
      (c) => [`practice|${c.code}`, textIn(JSON.parse(c.names) as LocalisedText, locale)] as const,
    ),
    ...tests.flatMap((t) => {
      const title = textIn(t.paper.title, locale);
      return [[`chapter_test|${t.code}`, title] as const, [`mock_test|${t.code}`, title] as const];
    }),
  ]);
  return steps.map((s) => ({
    step_index: s.step_index,
    day: s.day,
    kind: s.kind as PlanTile['kind'],
    object_id: s.object_id,
    title:
      titles.get(
        s.kind === 'practice' ? `practice|${s.concept ?? ''}` : `${s.kind}|${s.object_id}`,
      ) ?? s.object_id,
    subject: s.subject,
    chapter: s.chapter,
    learn_path: s.learn_path,
    concept: s.concept,
    minutes: s.minutes,
    status: s.status,
  }));
}
