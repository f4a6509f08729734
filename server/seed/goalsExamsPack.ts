import { readFile } from 'node:fs/promises';
import { z } from 'zod';

const names = z.object({ en: z.string().min(1) }).catchall(z.string().min(1));

/** The goals-and-exams file of the content pack (content/goals-exams.json). */
export const goalsExamsPack = z.object({
  goals: z.array(z.object({ code: z.enum(['K12', 'PreUG', 'PrePG']), name: names })).min(1),
  exams: z
    .array(
      z.object({
        code: z.string().regex(/^[a-z0-9-]+$/),
        goal: z.enum(['K12', 'PreUG', 'PrePG']),
        grade: z.number().int().min(1).max(12).optional(),
        name: names,
      }),
    )
    .min(1),
});

export type GoalsExamsPack = z.infer<typeof goalsExamsPack>;

export async function readGoalsExamsPack(file: string): Promise<GoalsExamsPack> {
  const parsed = goalsExamsPack.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `/${i.path.join('/')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
