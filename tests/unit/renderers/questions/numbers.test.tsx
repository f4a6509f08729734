// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerPayload } from '../../../../domain/questions/answerPayload.ts';
import { CompareNumber } from '../../../../renderers/questions/CompareNumber.tsx';
import { Integer } from '../../../../renderers/questions/Integer.tsx';
import { NumberLine, snapToStep } from '../../../../renderers/questions/NumberLine.tsx';
import { checkFor, renderInput, served } from './renderQuestion.tsx';

afterEach(cleanup);

const key = (name: string) => screen.getByRole('button', { name });
const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Your answer' });

describe('Integer', () => {
  const question = served('phy-kin-0002');

  it('builds "-12.5" on the keypad into the value −12.5', () => {
    const { last } = renderInput(Integer, question);
    fireEvent.click(key('Plus or minus'));
    expect(last()).toBeUndefined();
    fireEvent.click(key('1'));
    expect(last()).toEqual({ type: 'Integer', value: -1 });
    fireEvent.click(key('2'));
    fireEvent.click(key('Decimal point'));
    expect(box().value).toBe('-12.');
    expect(last()).toEqual({ type: 'Integer', value: -12 });
    fireEvent.click(key('5'));
    expect(box().value).toBe('-12.5');
    expect(last()).toEqual({ type: 'Integer', value: -12.5 });
  });

  it('deletes with backspace, flips the sign, and takes one decimal point only', () => {
    const { last } = renderInput(Integer, question);
    for (const name of ['4', '2', 'Decimal point', 'Decimal point', '7'])
      fireEvent.click(key(name));
    expect(box().value).toBe('42.7');
    fireEvent.click(key('Delete the last character'));
    fireEvent.click(key('Delete the last character'));
    expect(box().value).toBe('42');
    fireEvent.click(key('Plus or minus'));
    expect(last()).toEqual({ type: 'Integer', value: -42 });
    fireEvent.click(key('Plus or minus'));
    expect(last()).toEqual({ type: 'Integer', value: 42 });
    fireEvent.click(key('Delete the last character'));
    fireEvent.click(key('Delete the last character'));
    expect(last()).toBeUndefined();
  });

  it('takes typing too, a typographic minus included, and refuses what is no number', () => {
    const { last } = renderInput(Integer, question);
    fireEvent.change(box(), { target: { value: '−3.25' } });
    expect(box().value).toBe('-3.25');
    expect(last()).toEqual({ type: 'Integer', value: -3.25 });
    fireEvent.change(box(), { target: { value: '-3.25x' } });
    expect(box().value).toBe('-3.25');
    fireEvent.change(box(), { target: { value: '6' } });
    expect(last()).toEqual({ type: 'Integer', value: 6 });
  });

  it('shows the answer it is given, and no key or keypad input when disabled', () => {
    const { onChange } = renderInput(Integer, question, {
      answer: { type: 'Integer', value: 7 },
      disabled: true,
    });
    expect(box().value).toBe('7');
    expect(box().disabled).toBe(true);
    expect(key('1')).toHaveProperty('disabled', true);
    fireEvent.click(key('1'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says right or wrong after the check, with the right value when wrong', () => {
    const answer: AnswerPayload = { type: 'Integer', value: 4 };
    renderInput(Integer, question, { answer, check: checkFor('phy-kin-0002', answer) });
    expect(screen.getByText('Incorrect')).toBeTruthy();
    expect(screen.getByText('Correct answer: 6')).toBeTruthy();
    expect(box().disabled).toBe(true);
  });
});

describe('NumberLine', () => {
  const question = served('bio-resp-0003');
  const slider = () =>
    screen.getByRole<HTMLInputElement>('slider', { name: 'Mark your answer on the number line' });

  it('is a labelled slider over min–max in steps, saying it is not marked yet', () => {
    renderInput(NumberLine, question);
    expect(slider().min).toBe('0');
    expect(slider().max).toBe('2');
    expect(slider().step).toBe('0.1');
    expect(slider().getAttribute('aria-valuetext')).toBe('Not marked yet');
    expect(screen.getByText('Your answer: Not marked yet')).toBeTruthy();
  });

  it('reports the value moved to, snapped to the step, and shows it', () => {
    const { last } = renderInput(NumberLine, question);
    fireEvent.change(slider(), { target: { value: '0.7000000001' } });
    expect(last()).toEqual({ type: 'NumberLine', value: 0.7 });
    expect(screen.getByText('Your answer: 0.7')).toBeTruthy();
    expect(slider().getAttribute('aria-valuetext')).toBe('0.7');
  });

  it('snaps without float noise and within the line', () => {
    expect(snapToStep(0.1 + 0.2, 0, 2, 0.1)).toBe(0.3);
    expect(snapToStep(5, 0, 2, 0.1)).toBe(2);
    expect(snapToStep(-7.4, -10, 10, 0.5)).toBe(-7.5);
  });

  it('marks the value after the check', () => {
    const answer: AnswerPayload = { type: 'NumberLine', value: 0.9 };
    renderInput(NumberLine, question, { answer, check: checkFor('bio-resp-0003', answer) });
    expect(screen.getByText('Incorrect')).toBeTruthy();
    expect(screen.getByText('Correct answer: 0.7')).toBeTruthy();
    expect(slider().disabled).toBe(true);
  });
});

describe('CompareNumber', () => {
  const question = served('bio-cycle-0005');

  it('shows both quantities and reports the relation pressed', () => {
    const { last } = renderInput(CompareNumber, question);
    expect(screen.getByText(/at the end of meiosis I$/)).toBeTruthy();
    expect(screen.getByText(/at the end of meiosis II$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'A is greater than B' }));
    expect(last()).toEqual({ type: 'CompareNumber', relation: '>' });
    fireEvent.click(screen.getByRole('button', { name: 'A is equal to B' }));
    expect(last()).toEqual({ type: 'CompareNumber', relation: '=' });
    expect(
      screen.getByRole('button', { name: 'A is equal to B' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      screen.getByRole('button', { name: 'A is greater than B' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('marks the relation chosen and the right one after the check', () => {
    const answer: AnswerPayload = { type: 'CompareNumber', relation: '<' };
    renderInput(CompareNumber, question, { answer, check: checkFor('bio-cycle-0005', answer) });
    const relation = (name: string) => screen.getByRole('button', { name }).parentElement;
    expect(relation('A is less than B')?.textContent).toContain('Incorrect');
    expect(relation('A is equal to B')?.textContent).toContain('Correct answer');
    expect(screen.getByRole('button', { name: 'A is less than B' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
