import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../../../../domain/brands/checkContrast.ts';
import {
  DEFAULT_SUBJECT_COLOUR,
  normaliseSubject,
  SUBJECT_COLOURS,
  subjectColour,
} from '../../../../domain/tiles/subjectColour.ts';

describe('subject colour', () => {
  it('maps subjects by code or name, in any case or spelling', () => {
    expect(subjectColour({ code: 'physics', name: 'Physics' })).toBe(SUBJECT_COLOURS['physics']);
    expect(subjectColour({ name: 'CHEMISTRY' })).toBe(SUBJECT_COLOURS['chemistry']);
    expect(subjectColour({ name: 'Maths' })).toBe(subjectColour({ name: 'Mathematics' }));
    expect(subjectColour({ code: 'social-science' })).toBe(SUBJECT_COLOURS['social science']);
    expect(subjectColour({ name: 'Accountancy' })).toBe(SUBJECT_COLOURS['accountancy']);
  });

  it('covers the common school and exam subjects', () => {
    const names = [
      'physics',
      'chemistry',
      'mathematics',
      'maths',
      'biology',
      'science',
      'botany',
      'zoology',
      'english',
      'hindi',
      'social science',
      'history',
      'geography',
      'economics',
      'computer science',
      'accountancy',
    ];
    for (const name of names) expect(SUBJECT_COLOURS[name], name).toBeDefined();
  });

  it('finds a known subject inside a longer name, the longest match first', () => {
    expect(subjectColour({ name: 'Physics Part 1' })).toBe(SUBJECT_COLOURS['physics']);
    expect(subjectColour({ name: 'Class 10 Social Science' })).toBe(
      SUBJECT_COLOURS['social science'],
    );
    expect(subjectColour({ name: 'Computer Science (Python)' })).toBe(
      SUBJECT_COLOURS['computer science'],
    );
    // "science" as a whole word only: no match inside "conscience".
    expect(subjectColour({ name: 'Conscience' })).toBe(DEFAULT_SUBJECT_COLOUR);
  });

  it('prefers the code over the name', () => {
    expect(subjectColour({ code: 'botany', name: 'Biology' })).toBe(SUBJECT_COLOURS['botany']);
    expect(subjectColour({ code: 'sub-17', name: 'Zoology' })).toBe(SUBJECT_COLOURS['zoology']);
  });

  it('is blue for unknown, empty or missing subjects', () => {
    expect(DEFAULT_SUBJECT_COLOUR).toMatch(/^#1d5fc4$/);
    expect(subjectColour({ code: 'astrology', name: 'Astrology' })).toBe(DEFAULT_SUBJECT_COLOUR);
    expect(subjectColour({ code: '', name: '' })).toBe(DEFAULT_SUBJECT_COLOUR);
    expect(subjectColour(undefined)).toBe(DEFAULT_SUBJECT_COLOUR);
  });

  it('normalises to lowercase ASCII words', () => {
    expect(normaliseSubject('  Business-Studies & Economics ')).toBe(
      'business studies and economics',
    );
  });

  it('keeps white badge text readable on every colour', () => {
    for (const colour of [DEFAULT_SUBJECT_COLOUR, ...Object.values(SUBJECT_COLOURS)]) {
      expect(contrastRatio(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
