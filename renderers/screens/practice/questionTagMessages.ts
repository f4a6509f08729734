import { TAGS_SHOWN } from '../../../domain/questions/serveQuestion.ts';

/**
 * The question-bank tags a student is shown, as catalog keys; several tags can share a label.
 * Tags are authors' shorthand ("pyq-style", "ncert"): one without a label here is a topic note
 * for authors (e.g. "huckel-rule") and is not shown.
 */
export const QUESTION_TAG_MESSAGES: Readonly<Record<string, string>> = {
  ncert: 'practice.tag.ncert',
  cbse: 'practice.tag.cbse',
  formula: 'practice.tag.formula',
  'pyq-style': 'practice.tag.pastPaper',
  'board-style': 'practice.tag.boardStyle',
  concept: 'practice.tag.concept',
  recall: 'practice.tag.recall',
  numerical: 'practice.tag.numerical',
  calculation: 'practice.tag.numerical',
  experiment: 'practice.tag.experiment',
  trap: 'practice.tag.tricky',
  graph: 'practice.tag.graph',
  'common-mistake': 'practice.tag.commonMistake',
  misconception: 'practice.tag.commonMistake',
  'word-problem': 'practice.tag.wordProblem',
  'multi-correct': 'practice.tag.multiCorrect',
  'assertion-reason': 'practice.tag.assertionReason',
  passage: 'practice.tag.passage',
  match: 'practice.tag.matching',
  'long-answer': 'practice.tag.longAnswer',
  reasoning: 'practice.tag.reasoning',
};

/** The catalog keys of a question's known tags, without repeats, at most TAGS_SHOWN of them. */
export function questionTagMessages(tags: readonly string[]): string[] {
  const keys = tags.flatMap((tag) => {
    const key = Object.hasOwn(QUESTION_TAG_MESSAGES, tag) ? QUESTION_TAG_MESSAGES[tag] : undefined;
    return key ? [key] : [];
  });
  return [...new Set(keys)].slice(0, TAGS_SHOWN);
}
