import type { QuestionOfType } from '../questionTypes.ts';
import type { KeyProblem } from './QuestionTypeModule.ts';
import { verifiedValue } from './verifiedValue.ts';

/** Options are printed rounded: 0.1 % off still names the same option. */
const OPTION_TOLERANCE = 1e-3;

/**
 * A choice key names options that exist, once each; with a `verify` expression, exactly one
 * option carries its value and the key names it.
 */
export function choiceKeyProblems(
  question: QuestionOfType<'SingleChoice'> | QuestionOfType<'MultipleChoice'>,
): KeyProblem[] {
  const problems: KeyProblem[] = [];
  const ids = question.options.map((o) => o.id);
  if (new Set(ids).size !== ids.length)
    problems.push({ pointer: '/options', message: 'repeats an option id' });
  const answers = typeof question.answer === 'string' ? [question.answer] : question.answer;
  for (const a of answers)
    if (!ids.includes(a)) problems.push({ pointer: '/answer', message: `names no option ${a}` });
  const verified = verifiedValue(question, problems);
  if (verified === undefined) return problems;
  const near = (v: number | undefined) =>
    v !== undefined && Math.abs(v - verified) <= OPTION_TOLERANCE * Math.max(1, Math.abs(verified));
  const matching = question.options.filter((o) => near(o.value)).map((o) => o.id);
  if (matching.length !== 1 || !answers.includes(matching[0] ?? ''))
    problems.push({
      pointer: '/verify',
      message: `gives ${verified}, which is option ${matching.join(', ') || '(none)'} — the key says ${answers.join(', ')}`,
    });
  return problems;
}
