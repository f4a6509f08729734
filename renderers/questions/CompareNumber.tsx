import { FormattedMessage, useIntl } from 'react-intl';
import type { AnswerOf } from '../../domain/questions/answerPayload.ts';
import { choiceMarks } from './keyMarks.ts';
import { Mark } from './Mark.tsx';
import type { InputProps } from './InputProps.ts';
import { readKey } from './readKey.ts';
import { RichText } from './RichText.tsx';

type Relation = AnswerOf<'CompareNumber'>['relation'];
const RELATIONS = ['<', '=', '>'] as const satisfies Relation[];
const RELATION_NAME: Readonly<Record<Relation, string>> = {
  '<': 'question.compare.less',
  '=': 'question.compare.equal',
  '>': 'question.compare.greater',
};

/** Two quantities and the relation between them: toggle buttons <, = and >. */
export function CompareNumber({
  question,
  answer,
  onChange,
  disabled,
  check,
}: InputProps<'CompareNumber'>) {
  const intl = useIntl();
  const { content } = question;
  const relation = answer?.relation;
  const chosen = new Set<string>(relation ? [relation] : []);
  const keyRelation = readKey('CompareNumber', check, content)?.relation;
  const key = new Set<string>(keyRelation ? [keyRelation] : []);
  const marks = choiceMarks(check, RELATIONS, chosen, true, key);
  const locked = disabled || check !== undefined;
  return (
    <div className="question-compare">
      <div className="question-compare__quantity">
        <p className="question-compare__name">
          <FormattedMessage id="question.compare.left" />
        </p>
        <RichText text={content.left} />
      </div>
      <div
        className="question-compare__relations"
        role="group"
        aria-label={intl.formatMessage({ id: 'question.compare.legend' })}
      >
        {RELATIONS.map((value) => {
          const mark = marks?.get(value);
          return (
            <span key={value} className="question-compare__relation">
              <button
                type="button"
                className="question-compare__button"
                aria-pressed={relation === value}
                aria-label={intl.formatMessage({ id: RELATION_NAME[value] })}
                disabled={locked}
                onClick={() => onChange({ type: 'CompareNumber', relation: value })}
              >
                {value}
              </button>
              {mark && <Mark kind={mark} />}
            </span>
          );
        })}
      </div>
      <div className="question-compare__quantity">
        <p className="question-compare__name">
          <FormattedMessage id="question.compare.right" />
        </p>
        <RichText text={content.right} />
      </div>
    </div>
  );
}
