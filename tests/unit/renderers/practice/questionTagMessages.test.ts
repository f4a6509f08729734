import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import { TAGS_SHOWN } from '../../../../domain/questions/serveQuestion.ts';
import {
  QUESTION_TAG_MESSAGES,
  questionTagMessages,
} from '../../../../renderers/screens/practice/questionTagMessages.ts';

const catalog: Record<string, string> = en;

describe('questionTagMessages', () => {
  it('turns the bank’s tags into words a student understands', () => {
    expect(questionTagMessages(['pyq-style', 'ncert']).map((id) => catalog[id])).toEqual([
      'Like past papers',
      'NCERT',
    ]);
  });

  it('hides tags without a label, and shows a shared label once', () => {
    expect(questionTagMessages(['huckel-rule', 'formula'])).toEqual(['practice.tag.formula']);
    expect(questionTagMessages(['common-mistake', 'misconception'])).toEqual([
      'practice.tag.commonMistake',
    ]);
    expect(questionTagMessages(['toString', 'constructor'])).toEqual([]);
  });

  it('shows at most the spec’s number of tags', () => {
    expect(questionTagMessages(['ncert', 'formula', 'trap'])).toHaveLength(TAGS_SHOWN);
  });

  it('has a text in the catalog for every label', () => {
    for (const id of Object.values(QUESTION_TAG_MESSAGES)) expect(catalog[id]).toBeTruthy();
  });
});
