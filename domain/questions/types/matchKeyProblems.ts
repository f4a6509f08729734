import type { KeyProblem } from './QuestionTypeModule.ts';

/** A matching key pairs every left item exactly once, and only with right items that exist. */
export function matchKeyProblems(
  left: readonly { id: string }[],
  right: readonly { id: string }[],
  answer: Readonly<Record<string, string | readonly string[]>>,
): KeyProblem[] {
  const problems: KeyProblem[] = [];
  const leftIds = left.map((l) => l.id).sort();
  const rightIds = new Set(right.map((r) => r.id));
  if (JSON.stringify(Object.keys(answer).sort()) !== JSON.stringify(leftIds))
    problems.push({ pointer: '/answer', message: 'does not match every left item exactly once' });
  for (const [l, r] of Object.entries(answer))
    for (const id of typeof r === 'string' ? [r] : r)
      if (!rightIds.has(id))
        problems.push({ pointer: `/answer/${l}`, message: `names no right item ${id}` });
  return problems;
}
