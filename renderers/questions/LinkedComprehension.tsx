import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ShownKey, ShownQuestion } from '../../domain/contracts/questionContent.ts';
import type { AnswerOf, AnswerPayload } from '../../domain/questions/answerPayload.ts';
import { partKeys } from './answerKey.ts';
import { Integer } from './Integer.tsx';
import { MultipleChoice } from './MultipleChoice.tsx';
import { answerOf, contentOf, ownEntry, type ContentOf } from './narrowQuestion.ts';
import type { QuestionInputProps } from './QuestionInputProps.ts';
import { RichText } from './RichText.tsx';
import { SingleChoice } from './SingleChoice.tsx';
import { TrueFalse } from './TrueFalse.tsx';
import { Unsupported } from './Unsupported.tsx';

type Part = ContentOf<'LinkedComprehension'>['parts'][number];
type PartAnswer = AnswerOf<'LinkedComprehension'>['parts'][string];
type PartType = Part['content']['type'];

/** The types a part can be, each answered by its own type's component. */
const PART_INPUTS: Readonly<Record<PartType, ComponentType<QuestionInputProps>>> = {
  SingleChoice,
  MultipleChoice,
  Integer,
  TrueFalse,
};

const isPartAnswer = (answer: AnswerPayload): answer is PartAnswer => answer.type in PART_INPUTS;

/** A part as a question of its own, so its type's component can show it. */
const partQuestion = (question: ShownQuestion, part: Part): ShownQuestion => ({
  ...question,
  code: part.code,
  category: part.content.type,
  body: part.body,
  content: part.content,
});

/** Whether a part's answer agrees with its key (written as that part type's grader writes it). */
function agrees(answer: PartAnswer | undefined, csv: string): boolean {
  if (!answer) return false;
  const key = new Set(csv.split(','));
  const first = csv.trim();
  switch (answer.type) {
    case 'SingleChoice':
      return key.has(answer.choice);
    case 'MultipleChoice':
      return answer.choices.length === key.size && answer.choices.every((c) => key.has(c));
    case 'Integer':
      return Math.abs(Number(first) - answer.value) < 1e-9;
    case 'TrueFalse':
      return first.toLowerCase() === String(answer.value);
  }
}

/** The check of one part, cut from the whole one ("code:csv;code:csv"); undefined when it does not say. */
function partCheck(
  check: ShownKey,
  keys: ReadonlyMap<string, string>,
  code: string,
  answer: PartAnswer | undefined,
): ShownKey | undefined {
  const csv = keys.get(code);
  if (csv === undefined) return check.status === 'correct' ? check : undefined;
  return {
    ...check,
    status: check.status === 'correct' || agrees(answer, csv) ? 'correct' : 'incorrect',
    correct_answer_csv: csv,
    correctAnswers: csv.split(',').filter(Boolean),
  };
}

/** A passage, then each of its questions answered with that question type's component. */
export function LinkedComprehension(props: QuestionInputProps) {
  const { question, answer, onChange, disabled, check } = props;
  const content = contentOf(question, 'LinkedComprehension');
  if (!content) return <Unsupported />;
  const parts = answerOf(answer, 'LinkedComprehension')?.parts ?? {};
  const keys = check
    ? partKeys(
        check,
        content.parts.map((part) => part.code),
      )
    : new Map<string, string>();

  const change = (code: string, next: AnswerPayload | undefined) => {
    const all: Record<string, PartAnswer> = {};
    for (const { code: other } of content.parts) {
      const partAnswer = other === code ? next : ownEntry(parts, other);
      if (partAnswer && isPartAnswer(partAnswer)) all[other] = partAnswer;
    }
    onChange(Object.keys(all).length ? { type: 'LinkedComprehension', parts: all } : undefined);
  };

  return (
    <div className="question-linked">
      <div className="question-linked__passage">
        <p className="question-linked__heading">
          <FormattedMessage id="question.linked.passage" />
        </p>
        <RichText text={content.passage} />
      </div>
      <ol className="question-linked__parts">
        {content.parts.map((part, index) => {
          const Input = PART_INPUTS[part.content.type];
          const partAnswer = ownEntry(parts, part.code);
          const checked = check && partCheck(check, keys, part.code, partAnswer);
          return (
            <li key={part.code} className="question-linked__part">
              <p className="question-linked__heading">
                <FormattedMessage
                  id="question.linked.part"
                  values={{ number: index + 1, total: content.parts.length }}
                />
              </p>
              <div className="question__body">
                <RichText text={part.body} />
              </div>
              <Input
                question={partQuestion(question, part)}
                answer={partAnswer}
                onChange={(next) => change(part.code, next)}
                disabled={disabled || check !== undefined}
                {...(checked && { check: checked })}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
