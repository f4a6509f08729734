import type { LocalisedText } from '../rules/localisedText.ts';
import { gradeAnswer } from './graders/graders.ts';
import { keyAsAnswer } from './keyAsAnswer.ts';
import type { BankQuestion } from './questionTypes.ts';
import { BLANK_PATTERN, type QuestionOfType } from './questionTypes.ts';
import { checkStep } from './solveWithUsStep.ts';
import type { KeyProblem } from './types/QuestionTypeModule.ts';
import { questionTypeModule } from './types/questionTypeModules.ts';

type SolveWithUsStep = NonNullable<QuestionOfType<'SingleChoice'>['solveWithUs']>[number];

/** The step's accepted answers as the student would type them: the first spelling, or yes/no. */
const stepKey = (step: SolveWithUsStep) =>
  'fibs' in step ? step.fibs.map((accepted) => accepted[0] ?? '') : [step.yes ? 'yes' : 'no'];

function stepProblems(steps: readonly SolveWithUsStep[]): KeyProblem[] {
  return steps.flatMap((step, i) => {
    const pointer = `/solveWithUs/${i}`;
    const problems: KeyProblem[] = [];
    if (!checkStep(step, stepKey(step)).correct)
      problems.push({
        pointer,
        message: `its accepted answers (${stepKey(step).join(' | ')}) do not pass the step check`,
      });
    const texts: LocalisedText = step.text;
    if ('fibs' in step)
      for (const [lang, text] of Object.entries(texts)) {
        const n = text.match(BLANK_PATTERN)?.length ?? 0;
        if (n !== step.fibs.length)
          problems.push({
            pointer,
            message: `has ${n} blanks in ${lang} but ${step.fibs.length} answers`,
          });
      }
    return problems;
  });
}

/**
 * Everything wrong with a question's key: its type's own check (answers name what exists, numbers
 * agree with `verify`, blanks match in every language…), its solve-with-us steps, and — once the
 * key names what exists — the key graded by the very grader students are graded by, which must
 * find it fully right. A wrong key is the worst bug an exam product can have.
 */
export function checkQuestionKey(question: BankQuestion): KeyProblem[] {
  const problems = questionTypeModule(question.type).checkKey(question);
  if ('solveWithUs' in question && question.solveWithUs)
    problems.push(...stepProblems(question.solveWithUs));
  if (problems.length > 0) return problems;
  try {
    const grade = gradeAnswer(question, keyAsAnswer(question));
    if (grade.correct && grade.score === 1) return [];
    return [
      {
        pointer: '/answer',
        message: `grades as ${grade.correct ? 'right' : 'wrong'} with score ${grade.score} (${grade.correctCsv})`,
      },
    ];
  } catch (error) {
    return [
      { pointer: '/answer', message: `is refused by its grader: ${(error as Error).message}` },
    ];
  }
}
