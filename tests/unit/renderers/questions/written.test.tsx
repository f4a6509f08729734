// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerPayload } from '../../../../domain/questions/answerPayload.ts';
import { LinkedComprehension } from '../../../../renderers/questions/LinkedComprehension.tsx';
import { Subjective } from '../../../../renderers/questions/Subjective.tsx';
import { checkFor, renderInput, served } from './renderQuestion.tsx';

afterEach(cleanup);

describe('Subjective', () => {
  const question = served('bio-inh-0007');
  const textarea = () => screen.getByRole('textbox', { name: 'Write your answer' });
  const button = (name: string) => screen.getByRole('button', { name });

  it('writes, then self-assesses: only the rating makes the answer', () => {
    const { last, onChange } = renderInput(Subjective, question);
    expect(button('Done writing')).toHaveProperty('disabled', true);
    fireEvent.change(textarea(), { target: { value: 'The genes are linked on the X.' } });
    expect(last()).toBeUndefined();
    fireEvent.click(button('Done writing'));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('The genes are linked on the X.')).toBeTruthy();
    expect(onChange.mock.calls.every(([answer]) => answer === undefined)).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'I got it partly right' }));
    expect(last()).toEqual({
      type: 'Subjective',
      text: 'The genes are linked on the X.',
      selfAssessment: 'partial',
    });
  });

  it('goes back to writing, keeping the text and withdrawing the answer', () => {
    const { last } = renderInput(Subjective, question, {
      answer: { type: 'Subjective', text: 'Linked genes.', selfAssessment: 'correct' },
    });
    expect(screen.getByRole('radio', { name: 'I got it right' })).toHaveProperty('checked', true);
    fireEvent.click(button('Edit my answer'));
    expect(last()).toBeUndefined();
    expect((textarea() as HTMLTextAreaElement).value).toBe('Linked genes.');
  });

  it('shows the ideal answer from the check beside the answer, read-only', () => {
    const answer: AnswerPayload = {
      type: 'Subjective',
      text: 'Linked genes.',
      selfAssessment: 'partial',
    };
    renderInput(Subjective, question, { answer, check: checkFor('bio-inh-0007', answer) });
    expect(screen.getByText('Ideal answer')).toBeTruthy();
    expect(screen.getByText(/Mendel's law of independent assortment/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit my answer' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'I got it partly right' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('takes no writing when disabled', () => {
    renderInput(Subjective, question, { disabled: true });
    expect(textarea()).toHaveProperty('disabled', true);
  });
});

describe('LinkedComprehension', () => {
  const question = served('bio-psyn-0006');
  const part = (n: number) =>
    within(screen.getByText(`Question ${n} of 3`).closest('li') as HTMLElement);

  it('shows the passage, then each part with its own type’s input', () => {
    renderInput(LinkedComprehension, question);
    expect(screen.getByText('Passage')).toBeTruthy();
    expect(screen.getByText(/counting the oxygen bubbles/)).toBeTruthy();
    expect(part(1).getByText(/which factor limited the rate/)).toBeTruthy();
    expect(part(1).getAllByRole('radio')).toHaveLength(4);
    expect(part(3).getByRole('radio', { name: 'True' })).toBeTruthy();
  });

  it('collects the parts’ answers by part code', () => {
    const { last } = renderInput(LinkedComprehension, question);
    fireEvent.click(part(1).getByRole('radio', { name: 'CO₂ concentration' }));
    expect(last()).toEqual({
      type: 'LinkedComprehension',
      parts: { 'bio-psyn-0007': { type: 'SingleChoice', choice: 'b' } },
    });
    fireEvent.click(part(3).getByRole('radio', { name: 'False' }));
    expect(last()).toEqual({
      type: 'LinkedComprehension',
      parts: {
        'bio-psyn-0007': { type: 'SingleChoice', choice: 'b' },
        'bio-psyn-0009': { type: 'TrueFalse', value: false },
      },
    });
  });

  it('marks each part from its own key in the check', () => {
    const answer: AnswerPayload = {
      type: 'LinkedComprehension',
      parts: {
        'bio-psyn-0007': { type: 'SingleChoice', choice: 'b' },
        'bio-psyn-0008': { type: 'SingleChoice', choice: 'd' },
      },
    };
    renderInput(LinkedComprehension, question, {
      answer,
      check: checkFor('bio-psyn-0006', answer),
    });
    const label = (n: number, name: RegExp) =>
      part(n).getByRole('radio', { name }).closest('label')?.textContent;
    expect(label(1, /^CO₂ concentration/)).toContain('Correct');
    expect(label(2, /^The rate of photosynthesis does not depend/)).toContain('Incorrect');
    expect(label(2, /^At low light/)).toContain('Correct answer');
    expect(label(3, /^True/)).toContain('Correct answer');
    expect(part(3).getByRole('radio', { name: /^False/ })).toHaveProperty('disabled', true);
  });
});
