import type { ComponentType, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ShownKey, ShownQuestion } from '../../domain/contracts/questionContent.ts';
import type { AnswerOf, AnswerPayload } from '../../domain/questions/answerPayload.ts';
import { splitKnown } from '../../domain/questions/types/splitKnown.ts';
import type { InputProps, ShownQuestionOf } from './InputProps.ts';
import { isOfType } from './isOfType.ts';
import { Integer } from './Integer.tsx';
import { MultipleChoice } from './MultipleChoice.tsx';
import { ownEntry } from './ownEntry.ts';
import { RichText } from './RichText.tsx';
import { SingleChoice } from './SingleChoice.tsx';
import { TrueFalse } from './TrueFalse.tsx';

type Part = ShownQuestionOf<'LinkedComprehension'>['content']['parts'][number];
type PartAnswer = AnswerOf<'LinkedComprehension'>['parts'][string];
type PartType = Part['content']['type'];

/** The types a part can be, each answered by its own type's component. */
const PART_INPUTS: { readonly [T in PartType]: ComponentType<InputProps<T>> } = {
  SingleChoice,
  MultipleChoice,
  Integer,
  TrueFalse,
};

const isPartAnswer = (answer: AnswerPayload): answer is PartAnswer => answer.type in PART_INPUTS;

interface PartInputProps {
  question: ShownQuestion;
  part: Part;
  answer: PartAnswer | undefined;
  onChange: (answer: AnswerPayload | undefined) => void;
  disabled: boolean;
  check: ShownKey | undefined;
}

/**
 * A part as a question of its own, shown by its type's component with its own narrowed props
 * (called with the part's content and that content's own type).
 */
function partInput<T extends PartType>(
  type: T,
  content: Extract<Part['content'], { type: T }>,
  props: PartInputProps,
): ReactNode {
  const { question, part, answer, onChange, disabled, check } = props;
  const Input: ComponentType<InputProps<T>> = PART_INPUTS[type];
  return (
    <Input
      question={{ ...question, code: part.code, category: type, body: part.body, content }}
      answer={answer && isOfType(type, answer) ? answer : undefined}
      onChange={onChange}
      disabled={disabled}
      {...(check && { check })}
    />
  );
}

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
export function LinkedComprehension(props: InputProps<'LinkedComprehension'>) {
  const { question, answer, onChange, disabled, check } = props;
  const { content } = question;
  const parts = answer?.parts ?? {};
  const codes = content.parts.map((part) => part.code);
  // "code:csv;code:csv" as the linked-comprehension module writes it; each part's own CSV cut out.
  const keys = new Map(
    (check?.correct_answer_csv.split(';') ?? []).flatMap((entry) => {
      const split = splitKnown(entry, codes, ':');
      return split ? [split] : [];
    }),
  );

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
              {partInput(part.content.type, part.content, {
                question,
                part,
                answer: partAnswer,
                onChange: (next) => change(part.code, next),
                disabled: disabled || check !== undefined,
                check: checked,
              })}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
