// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerPayload } from '../../../../domain/questions/answerPayload.ts';
import { Dropdowns } from '../../../../renderers/questions/Dropdowns.tsx';
import { FillInTheBlanks } from '../../../../renderers/questions/FillInTheBlanks.tsx';
import { checkFor, renderInput, served } from './renderQuestion.tsx';

afterEach(cleanup);

const blank = (n: number) => screen.getByRole<HTMLInputElement>('textbox', { name: `Blank ${n}` });
const select = (n: number) =>
  screen.getByRole<HTMLSelectElement>('combobox', { name: `Blank ${n}` });

describe('FillInTheBlanks', () => {
  it('puts a named box where each run of underscores is, in reading order', () => {
    const { container } = renderInput(FillInTheBlanks, served('bio-cell-0007'));
    const body = container.querySelector('.question-blanked__body');
    expect(body?.textContent).toMatch(/^The .*lamella, a layer made mainly of calcium .*, holds/);
    expect(body?.textContent).not.toContain('__');
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toEqual([blank(1), blank(2)]);
    // The first box sits between "The" and "lamella".
    expect(boxes[0]?.closest('.question-blank')?.previousSibling?.textContent).toBe('The ');
  });

  it('reports the blanks typed, in order, and no answer while all are empty', () => {
    const { last } = renderInput(FillInTheBlanks, served('bio-cell-0007'));
    fireEvent.change(blank(2), { target: { value: 'pectate' } });
    expect(last()).toEqual({ type: 'FillInTheBlanks', blanks: ['', 'pectate'] });
    fireEvent.change(blank(1), { target: { value: 'middle' } });
    expect(last()).toEqual({ type: 'FillInTheBlanks', blanks: ['middle', 'pectate'] });
    fireEvent.change(blank(1), { target: { value: '' } });
    fireEvent.change(blank(2), { target: { value: ' ' } });
    expect(last()).toBeUndefined();
  });

  it('keeps the formulas of the body typeset around the boxes', async () => {
    const { container } = renderInput(FillInTheBlanks, served('math-quad-0010'));
    await waitFor(() => expect(container.querySelectorAll('.katex').length).toBe(1));
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });

  it('takes no input when disabled', () => {
    renderInput(FillInTheBlanks, served('bio-cell-0007'), { disabled: true });
    expect(blank(1).disabled).toBe(true);
    expect(blank(2).disabled).toBe(true);
  });

  it('marks each blank after the check, with the accepted answer of a wrong one', () => {
    const answer: AnswerPayload = { type: 'FillInTheBlanks', blanks: ['Middle', 'carbonate'] };
    const { container } = renderInput(FillInTheBlanks, served('bio-cell-0007'), {
      answer,
      check: checkFor('bio-cell-0007', answer),
    });
    const marks = [...container.querySelectorAll('.question-blank')].map((b) => b.textContent);
    expect(marks).toEqual(['✓ Correct', '✗ IncorrectCorrect answer: pectate']);
  });
});

describe('Dropdowns', () => {
  const question = served('chem-bond-0008');

  it('puts a named select at each blank, its formulas as plain text', () => {
    renderInput(Dropdowns, question);
    expect(screen.getAllByRole('combobox')).toEqual([select(1), select(2), select(3)]);
    expect([...select(1).options].map((o) => o.text)).toEqual(['Choose…', 'sp³', 'sp³d', 'sp³d²']);
  });

  it('reports the choices once every blank has one, keeping the partial ones meanwhile', () => {
    const { last, onChange } = renderInput(Dropdowns, question);
    fireEvent.change(select(1), { target: { value: 'b1' } });
    fireEvent.change(select(3), { target: { value: 'a3' } });
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(last()).toBeUndefined();
    expect(select(1).value).toBe('b1');
    expect(select(3).value).toBe('a3');
    fireEvent.change(select(2), { target: { value: 'b2' } });
    expect(last()).toEqual({ type: 'Dropdowns', choices: ['b1', 'b2', 'a3'] });
    fireEvent.change(select(2), { target: { value: '' } });
    expect(last()).toBeUndefined();
    expect(select(1).value).toBe('b1');
  });

  it('marks each select after the check, showing the right choice typeset', async () => {
    const answer: AnswerPayload = { type: 'Dropdowns', choices: ['a1', 'b2', 'a3'] };
    const { container } = renderInput(Dropdowns, question, {
      answer,
      check: checkFor('chem-bond-0008', answer),
    });
    const blanks = [...container.querySelectorAll('.question-blank')];
    expect(blanks[0]?.textContent).toContain('Incorrect');
    await waitFor(() => expect(blanks[0]?.querySelector('.question-key .katex')).toBeTruthy());
    expect(blanks[1]?.textContent).toContain('Correct');
    expect(select(1).disabled).toBe(true);
  });
});
