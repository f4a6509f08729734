// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerPayload } from '../../../../domain/questions/answerPayload.ts';
import { Assertion } from '../../../../renderers/questions/Assertion.tsx';
import { MultipleChoice } from '../../../../renderers/questions/MultipleChoice.tsx';
import { SingleChoice } from '../../../../renderers/questions/SingleChoice.tsx';
import { TrueFalse } from '../../../../renderers/questions/TrueFalse.tsx';
import { checkFor, renderInput, served } from './renderQuestion.tsx';

afterEach(cleanup);

/** The label (the whole row) of a choice, found by its text. */
const row = (name: RegExp) => screen.getByRole('radio', { name }).closest('label');

describe('SingleChoice', () => {
  const question = served('phy-kin-0001');

  it('offers every option as a labelled radio button and reports the one chosen', () => {
    const { last } = renderInput(SingleChoice, question);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['a', 'b', 'c', 'd']);
    expect(screen.getByRole('group', { name: 'Choose one answer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '50 m' }));
    expect(last()).toEqual({ type: 'SingleChoice', choice: 'b' });
    fireEvent.click(screen.getByRole('radio', { name: '10 m' }));
    expect(last()).toEqual({ type: 'SingleChoice', choice: 'c' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '10 m' }).checked).toBe(true);
  });

  it('shows no mark before the check', () => {
    renderInput(SingleChoice, question, { answer: { type: 'SingleChoice', choice: 'a' } });
    expect(screen.queryByText(/Correct|Incorrect/)).toBeNull();
  });

  it('takes no input when disabled', () => {
    const { onChange } = renderInput(SingleChoice, question, { disabled: true });
    const radio = screen.getByRole<HTMLInputElement>('radio', { name: '50 m' });
    expect(radio.disabled).toBe(true);
    fireEvent.click(radio);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks a wrong choice wrong and the key as the answer, in words, once checked', () => {
    const answer: AnswerPayload = { type: 'SingleChoice', choice: 'a' };
    renderInput(SingleChoice, question, { answer, check: checkFor('phy-kin-0001', answer) });
    expect(within(row(/^100 m/) as HTMLElement).getByText('Incorrect')).toBeTruthy();
    expect(within(row(/^50 m/) as HTMLElement).getByText('Correct answer')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^100 m/ })).toHaveProperty('disabled', true);
  });

  it('marks a right choice right', () => {
    const answer: AnswerPayload = { type: 'SingleChoice', choice: 'b' };
    renderInput(SingleChoice, question, { answer, check: checkFor('phy-kin-0001', answer) });
    expect(within(row(/^50 m/) as HTMLElement).getByText('Correct')).toBeTruthy();
    expect(screen.queryByText('Incorrect')).toBeNull();
  });
});

describe('MultipleChoice', () => {
  const question = served('bio-cell-0004');
  const box = (name: RegExp) => screen.getByRole('checkbox', { name });

  it('reports the ticked options in the order shown, and no answer when none is ticked', () => {
    const { last } = renderInput(MultipleChoice, question);
    fireEvent.click(box(/plasmids/));
    fireEvent.click(box(/70S/));
    expect(last()).toEqual({ type: 'MultipleChoice', choices: ['a', 'd'] });
    fireEvent.click(box(/plasmids/));
    expect(last()).toEqual({ type: 'MultipleChoice', choices: ['a'] });
    fireEvent.click(box(/70S/));
    expect(last()).toBeUndefined();
  });

  it('marks each ticked option right or wrong and shows the options missed', () => {
    const answer: AnswerPayload = { type: 'MultipleChoice', choices: ['a', 'c'] };
    renderInput(MultipleChoice, question, { answer, check: checkFor('bio-cell-0004', answer) });
    const label = (name: RegExp) => within(box(name).closest('label') as HTMLElement);
    expect(label(/70S/).getByText('Correct')).toBeTruthy();
    expect(label(/membrane-bound/).getByText('Incorrect')).toBeTruthy();
    expect(label(/nuclear membrane/).getByText('Correct answer')).toBeTruthy();
    expect(label(/plasmids/).getByText('Correct answer')).toBeTruthy();
    expect(label(/histone/).queryByText(/Correct|Incorrect/)).toBeNull();
  });
});

describe('TrueFalse', () => {
  const question = served('bio-cell-0005');

  it('reports true or false', () => {
    const { last } = renderInput(TrueFalse, question);
    fireEvent.click(screen.getByRole('radio', { name: 'False' }));
    expect(last()).toEqual({ type: 'TrueFalse', value: false });
    fireEvent.click(screen.getByRole('radio', { name: 'True' }));
    expect(last()).toEqual({ type: 'TrueFalse', value: true });
  });

  it('marks the answer from the check', () => {
    const answer: AnswerPayload = { type: 'TrueFalse', value: true };
    renderInput(TrueFalse, question, { answer, check: checkFor('bio-cell-0005', answer) });
    expect(screen.getByRole('radio', { name: /^True/ }).closest('label')?.textContent).toContain(
      'Incorrect',
    );
    expect(screen.getByRole('radio', { name: /^False/ }).closest('label')?.textContent).toContain(
      'Correct answer',
    );
  });
});

describe('Assertion', () => {
  const question = served('bio-cell-0003');

  it('shows the assertion and the reason, then the four standard choices from the catalog', () => {
    const { last } = renderInput(Assertion, question);
    expect(screen.getByText('Assertion (A)')).toBeTruthy();
    expect(screen.getByText(/synthesise some of their own proteins/)).toBeTruthy();
    expect(screen.getByText('Reason (R)')).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: /^\(c\) A is true, but R is false/ }));
    expect(last()).toEqual({ type: 'Assertion', choice: 'c' });
  });

  it('marks the choice once checked', () => {
    const answer: AnswerPayload = { type: 'Assertion', choice: 'a' };
    renderInput(Assertion, question, { answer, check: checkFor('bio-cell-0003', answer) });
    expect(screen.getByRole('radio', { name: /^\(a\)/ }).closest('label')?.textContent).toContain(
      'Correct',
    );
  });
});
