import type { LocalisedText } from '../../rules/localisedText.ts';
import { BLANK_PATTERN } from '../questionTypes.ts';
import type { KeyProblem } from './QuestionTypeModule.ts';

/** Every language of a body must have as many blanks as the key has answers. */
export function blankCountProblems(
  body: LocalisedText,
  expected: number,
  what: string,
): KeyProblem[] {
  return Object.entries(body).flatMap(([lang, text]) => {
    const n = text.match(BLANK_PATTERN)?.length ?? 0;
    return n === expected
      ? []
      : [{ pointer: '/body', message: `has ${n} blanks in ${lang} but ${expected} ${what}` }];
  });
}
