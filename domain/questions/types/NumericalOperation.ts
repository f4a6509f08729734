import * as z from 'zod/mini';
import { MismatchedAnswerError } from '../graders/MismatchedAnswerError.ts';
import { defineQuestionType, defineQuestionWire } from './defineQuestionType.ts';
import type { KeyProblem } from './QuestionTypeModule.ts';

const DIGITS = ['', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
type Digit = (typeof DIGITS)[number];
type Operator = '+' | '-' | '×';
const isDigit = (d: string): d is Digit => (DIGITS as readonly string[]).includes(d);
/** The widest sum the schema allows: two 8-digit numbers multiplied by a digit, or added. */
const MAX_COLUMNS = 12;

/** What the operation gives; undefined where column arithmetic of whole numbers cannot do it. */
export function operate(operator: Operator, [a, b]: readonly number[]): number | undefined {
  if (a === undefined || b === undefined) return undefined;
  if (operator === '+') return a + b;
  if (operator === '-') return a >= b ? a - b : undefined;
  return b <= 9 ? a * b : undefined;
}

/**
 * The result boxes drawn: as many as the widest result can need (a carry out of the top column,
 * a product's extra digit), so the count never gives the answer away.
 */
export function resultColumns(operator: Operator, operands: readonly number[]): number {
  const widths = operands.map((n) => String(n).length);
  const widest = Math.max(...widths);
  if (operator === '+') return widest + 1;
  if (operator === '-') return widest;
  return widths.reduce((sum, w) => sum + w, 0);
}

/** The key as one digit a box, the boxes left of its first digit empty. */
const keyDigits = (value: number, columns: number): Digit[] =>
  String(value)
    .padStart(columns, ' ')
    .split('')
    .map((d) => (d === ' ' ? '' : d))
    .filter(isDigit);

/** What the browser needs of NumericalOperation: its schemas, and how it reads the key's CSV back. */
/** A box is right when it holds the key's digit; a leading 0 counts as the empty box it stands for. */
export function digitMatches(given: string, expected: string): boolean {
  return given === expected || (expected === '' && given === '0');
}

export const NumericalOperationWire = defineQuestionWire({
  type: 'NumericalOperation',
  content: z.object({
    type: z.literal('NumericalOperation'),
    operator: z.enum(['+', '-', '×']),
    operands: z.array(z.number()),
    columns: z.number(),
  }),
  answer: z.object({
    type: z.literal('NumericalOperation'),
    digits: z.array(z.enum(DIGITS)).check(z.maxLength(MAX_COLUMNS)),
  }),
  parseCsv(csv, content) {
    const text = csv.trim();
    if (!/^[0-9_]*$/.test(text) || text.length > content.columns) return undefined;
    const digits = text.split('').map((d) => (d === '_' ? '' : d));
    const boxes = [...Array<string>(content.columns - digits.length).fill(''), ...digits];
    return { type: 'NumericalOperation', digits: boxes.filter(isDigit) };
  },
});

/**
 * Column arithmetic of whole numbers as primary school teaches it: two numbers written one above
 * the other, right-aligned, with +, − or × (by one digit), and a box under each column for the
 * result's digit. The student fills the boxes (carries and borrows are their own scratch marks,
 * never sent or graded). Each box is a share of the score, so a slip in one column costs that
 * column; a box left of the result's first digit may stay empty or hold 0. The answer is the
 * digits left to right, "" for an empty box; the CSV writes them as the number they make, "_" for
 * an empty box inside it ("632", "6_2"). The key check recomputes the result from the operands.
 */
export const NumericalOperation = /* @__PURE__ */ defineQuestionType({
  ...NumericalOperationWire,
  serve: (q) => ({
    type: q.type,
    operator: q.operation.operator,
    operands: [...q.operation.operands],
    columns: resultColumns(q.operation.operator, q.operation.operands),
  }),
  keyAsAnswer: (q) => ({
    type: q.type,
    digits: keyDigits(q.answer, resultColumns(q.operation.operator, q.operation.operands)),
  }),
  grade(q, answer) {
    const columns = resultColumns(q.operation.operator, q.operation.operands);
    if (answer.digits.length !== columns)
      throw new MismatchedAnswerError(
        'digits',
        `fills ${answer.digits.length} boxes; the question has ${columns}`,
      );
    const key = keyDigits(q.answer, columns);
    const right = answer.digits.filter((d, i) => digitMatches(d, key[i] ?? '')).length;
    return { correct: right === columns, score: right / columns };
  },
  answerCsv: (_q, answer) =>
    answer.digits
      .join(',')
      .replace(/^,+/, '')
      .split(',')
      .map((d) => d || '_')
      .join('')
      .replace(/^_$/, ''),
  checkKey(q) {
    const problems: KeyProblem[] = [];
    const { operator, operands } = q.operation;
    const result = operate(operator, operands);
    if (result === undefined)
      problems.push({
        pointer: '/operation',
        message:
          operator === '-'
            ? 'subtracts a larger number from a smaller one'
            : 'multiplies by more than one digit',
      });
    else if (result !== q.answer)
      problems.push({
        pointer: '/answer',
        message: `is ${q.answer}, but ${operands.join(` ${operator} `)} is ${result}`,
      });
    return problems;
  },
});
