import { render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState, type ComponentType, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { REPO_ROOT } from '../../../../cli/brands/loadBrands.ts';
import type { AnswerCheck, PracticeQuestion } from '../../../../domain/contracts/practice.ts';
import type { AnswerPayload } from '../../../../domain/questions/answerPayload.ts';
import { gradeAnswer } from '../../../../domain/questions/graders/graders.ts';
import type { BankQuestion, QuestionType } from '../../../../domain/questions/questionTypes.ts';
import { serveQuestion } from '../../../../domain/questions/serveQuestion.ts';
import type { InputProps, ShownQuestionOf } from '../../../../renderers/questions/InputProps.ts';
import type { Questions } from '../../../../schemas/types.generated.ts';
import en from '../../../../locales/en.json' with { type: 'json' };

const QUESTIONS_DIR = join(REPO_ROOT, 'content/questions');

/** The real bank, as the content pack ships it. */
export const BANK: readonly BankQuestion[] = readdirSync(QUESTIONS_DIR)
  .filter((file) => file.endsWith('.json'))
  .flatMap(
    (file) => (JSON.parse(readFileSync(join(QUESTIONS_DIR, file), 'utf8')) as Questions).questions,
  );

export function bankQuestion(code: string): BankQuestion {
  const question = BANK.find((q) => q.code === code);
  if (!question) throw new Error(`the bank has no question ${code}`);
  return question;
}

/** A bank question as practice serves it to the player (no key, options in their served order). */
export function served(code: string, locale = 'en'): PracticeQuestion {
  return serveQuestion(bankQuestion(code), {
    locale,
    conceptName: (concept) => concept,
    questionNumber: 1,
    totalQuestionCount: 10,
    doIntervene: false,
  });
}

/** The check the server answers for this answer (as server/services/practice/finishAttempt.ts writes it). */
export function checkFor(code: string, answer: AnswerPayload): AnswerCheck {
  const question = bankQuestion(code);
  const grade = gradeAnswer(question, answer);
  return {
    status: grade.correct ? 'correct' : 'incorrect',
    correctness: grade.correct ? 1 : 0,
    correct_answer_csv: grade.correctCsv,
    selected_answer_csv: grade.selectedCsv,
    attemptTypeBadge: grade.correct ? 'Perfect' : 'Incorrect',
    hintUsed: false,
    correctAnswers: grade.correctCsv.split(',').filter(Boolean),
    timeSpent: 30,
    idealTime: question.idealTimeSeconds,
    silverEmbiums: 0,
    feedback: '',
    explanation: '',
    idealAnswer: question.type === 'Subjective' ? question.idealAnswer.en : null,
    mastery: { concept: question.primaryConcept, before: 0.5, after: 0.5 },
  };
}

export function Intl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" messages={en}>
      {children}
    </IntlProvider>
  );
}

interface HarnessProps<T extends QuestionType> {
  Input: ComponentType<InputProps<T>>;
  question: PracticeQuestion;
  answer: AnswerPayload | undefined;
  disabled: boolean;
  check?: AnswerCheck;
  report: (answer: AnswerPayload | undefined) => void;
}

/**
 * Holds the answer the way a screen would: what the input reports comes back as its `answer`.
 * The test picks the component for the bank question's type, as QuestionView would.
 */
function Harness<T extends QuestionType>({
  Input,
  report,
  answer: initial,
  question,
  ...props
}: HarnessProps<T>) {
  const [answer, setAnswer] = useState(initial);
  return (
    <Input
      {...props}
      question={{ ...question, content: question.content as ShownQuestionOf<T>['content'] }}
      answer={answer as InputProps<T>['answer']}
      onChange={(next) => {
        report(next);
        setAnswer(next);
      }}
    />
  );
}

export interface RenderInputOptions {
  answer?: AnswerPayload;
  disabled?: boolean;
  check?: AnswerCheck;
}

/** Renders an answering component for a question, recording every answer it reports. */
export function renderInput<T extends QuestionType>(
  Input: ComponentType<InputProps<T>>,
  question: PracticeQuestion,
  { answer, disabled = false, check }: RenderInputOptions = {},
) {
  const onChange = vi.fn<(answer: AnswerPayload | undefined) => void>();
  const view = render(
    <Intl>
      <Harness
        Input={Input}
        report={onChange}
        question={question}
        answer={answer}
        disabled={disabled}
        {...(check && { check })}
      />
    </Intl>,
  );
  /** The answer the component reported last (undefined when it cleared it or reported none). */
  const last = () => onChange.mock.lastCall?.[0];
  return { ...view, onChange, last };
}
