import type { AddressInfo } from 'node:net';
import type { BankQuestion } from '../domain/questions/questionTypes.ts';
import { keyAsAnswer } from '../domain/questions/keyAsAnswer.ts';
import { formatLearnPath } from '../domain/rules/learnPath.ts';
import type { ContentPack } from '../server/content/ContentPack.ts';
import { importContentPack } from '../server/content/importContentPack.ts';
import { createTestApp } from '../cli/harness/createTestApp.ts';
import { demoPack } from '../cli/harness/demoPack.ts';
import { familyWithChild } from '../cli/harness/familyWithChild.ts';
import type { Dialect } from '../server/db/freshDatabaseLocation.ts';
import { CONCURRENCY, loadTest, WARM_UP_ROUNDS, type LoadResult } from './loadTest.ts';

const HOST = 'abhyas.localhost';
/** Bank sizes: picking the next question must cost the same at each. */
export const BANK_SIZES = [1_000, 10_000, 100_000] as const;
/** Sessions (one first question each) measured per bank size. */
const SESSIONS = 1_500;
const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';
const TEMPLATE = 'phy-kin-0001';

/**
 * `size` generated questions spread over every topic of the demo syllabi (each on one of its
 * topic's concepts, difficulties 1–5), copies of one real question under new codes.
 */
function generatedBank(pack: ContentPack, size: number): ContentPack['questions'][number] {
  const template = pack.questions
    .flatMap((f) => f.questions)
    .find((q) => q.code === TEMPLATE) as BankQuestion;
  const goalOf = new Map(pack.goalsExams.exams.map((e) => [e.code, e.goal]));
  const topics = pack.syllabi.flatMap((syllabus) =>
    syllabus.subjects.flatMap((s) =>
      s.units.flatMap((u) =>
        u.chapters.flatMap((c) =>
          c.topics
            .filter((t) => t.concepts.length > 0)
            .map((t) => ({
              path: formatLearnPath({
                goal: goalOf.get(syllabus.exam) ?? '',
                exam: syllabus.exam,
                subject: s.code,
                unit: u.code,
                chapter: c.code,
                topic: t.code,
              }),
              concepts: t.concepts,
            })),
        ),
      ),
    ),
  );
  return {
    subject: 'physics',
    questions: Array.from({ length: size }, (_, i) => {
      const topic = topics[i % topics.length] ?? { path: KINEMATICS, concepts: [] };
      return {
        ...template,
        code: `gen-${String(i).padStart(6, '0')}`,
        learnPaths: [topic.path],
        primaryConcept: topic.concepts[i % topic.concepts.length] ?? template.primaryConcept,
        secondaryConcepts: [],
        difficulty: 1 + (i % 5),
      };
    }),
  };
}

/**
 * The practice service on banks of 1k, 10k and 100k generated questions (plus the demo bank): the
 * next question of a fresh session over a chapter (the adaptive pick), and the answer check of
 * that question (grading, mastery, embiums). Sessions are made before the clock starts.
 */
export async function practiceBench(dialect: Dialect): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  const pack = await demoPack();
  for (const size of BANK_SIZES) {
    const t = await createTestApp(dialect);
    try {
      const questions = [...pack.questions, generatedBank(pack, size)];
      await importContentPack(t.deps.db, { ...pack, questions });
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}/api/practice/v1/practice`;
      const child = await familyWithChild(t, '9300000998');
      const headers = { host: HOST, 'x-auth-token': child.childToken };
      const post = (url: string, body: unknown) =>
        fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const warmUp = CONCURRENCY * WARM_UP_ROUNDS;
      const sessions: string[] = [];
      for (let i = 0; i < SESSIONS + warmUp; i++) {
        const answer = await post(`${base}/session`, {
          type: 'Normal',
          learning_map: { learnpath_name: KINEMATICS },
        });
        sessions.push(((await answer.json()) as { data: { session_id: string } }).data.session_id);
      }
      const servedCodes = new Map<string, string>();
      const label = `${(size / 1000).toFixed(0)}k questions on ${dialect}`;
      results.push(
        await loadTest(`practice next question, ${label}`, SESSIONS, CONCURRENCY, async (i) => {
          const session = sessions[i] ?? '';
          const answer = await fetch(`${base}/${session}/question`, { headers });
          const body = (await answer.clone().json()) as { data: { question: { code: string } } };
          servedCodes.set(session, body.data.question.code);
          return answer;
        }),
      );
      const bank = new Map(questions.flatMap((f) => f.questions).map((q) => [q.code, q]));
      results.push(
        await loadTest(`practice answer check, ${label}`, SESSIONS, CONCURRENCY, (i) => {
          const session = sessions[i] ?? '';
          const code = servedCodes.get(session) ?? '';
          const question = bank.get(code);
          if (!question) throw new Error(`session ${session} was served no question`);
          return post(`${base}/${session}/question/${code}`, {
            event: 'submit',
            at: Date.now(),
            time_spent: 30,
            answer: keyAsAnswer(question),
          });
        }),
      );
    } finally {
      await t.close();
    }
  }
  return results;
}
