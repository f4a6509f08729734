// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerPayload } from '../../../../domain/questions/answerPayload.ts';
import { MatchTheFollowing } from '../../../../renderers/questions/MatchTheFollowing.tsx';
import { MatrixMatch } from '../../../../renderers/questions/MatrixMatch.tsx';
import { Sequencing } from '../../../../renderers/questions/Sequencing.tsx';
import { checkFor, renderInput, served } from './renderQuestion.tsx';

afterEach(cleanup);

describe('MatchTheFollowing', () => {
  const question = served('bio-cell-0002');
  const matchFor = (name: RegExp) => screen.getByRole<HTMLSelectElement>('combobox', { name });

  it('shows both columns and a select named after each Column I item', () => {
    renderInput(MatchTheFollowing, question);
    expect(screen.getByRole('list', { name: 'Column I' })).toBeTruthy();
    const right = screen.getByRole('list', { name: 'Column II' });
    expect(within(right).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByRole('combobox')).toHaveLength(4);
    const options = [...matchFor(/^Match for A\. Golgi apparatus/).options];
    expect(options[0]?.text).toBe('Not matched');
    // Column II is numbered as served (shuffled): its ids, which could hint at the key, never show.
    expect(options.slice(1).map((o) => o.text.split('.')[0])).toEqual(['1', '2', '3', '4', '5']);
  });

  it('reports the pairs chosen, leaving out unmatched items', () => {
    const { last } = renderInput(MatchTheFollowing, question);
    fireEvent.change(matchFor(/^Match for C\. Lysosome/), { target: { value: 'r' } });
    expect(last()).toEqual({ type: 'MatchTheFollowing', pairs: { c: 'r' } });
    fireEvent.change(matchFor(/^Match for A\./), { target: { value: 'p' } });
    expect(last()).toEqual({ type: 'MatchTheFollowing', pairs: { a: 'p', c: 'r' } });
    fireEvent.change(matchFor(/^Match for A\./), { target: { value: '' } });
    fireEvent.change(matchFor(/^Match for C\./), { target: { value: '' } });
    expect(last()).toBeUndefined();
  });

  it('marks each pair after the check, naming the right Column II item of a wrong one', () => {
    const answer: AnswerPayload = {
      type: 'MatchTheFollowing',
      pairs: { a: 'p', b: 'q', c: 'r', d: 't' },
    };
    renderInput(MatchTheFollowing, question, {
      answer,
      check: checkFor('bio-cell-0002', answer),
    });
    const rowOf = (name: RegExp) => matchFor(name).closest('li') as HTMLElement;
    expect(within(rowOf(/^Match for A\./)).getByText('Correct')).toBeTruthy();
    const wrong = within(rowOf(/^Match for D\./));
    expect(wrong.getByText('Incorrect')).toBeTruthy();
    const s = question.content.type === 'MatchTheFollowing' ? question.content.right : [];
    const position = s.findIndex((item) => item.id === 's') + 1;
    expect(wrong.getByText(`Correct answer: ${position}`)).toBeTruthy();
    expect(matchFor(/^Match for D\./).disabled).toBe(true);
  });
});

describe('MatrixMatch', () => {
  const question = served('bio-cycle-0003');
  const right = question.content.type === 'MatrixMatch' ? question.content.right : [];
  /** The grid column (1-based, as labelled) where a Column II id is shown. */
  const col = (id: string) => right.findIndex((item) => item.id === id) + 1;
  const cell = (row: string, id: string) =>
    screen.getByRole<HTMLInputElement>('checkbox', { name: `${row} matches ${col(id)}` });

  it('is a grid of labelled checkboxes, a row per Column I item and a column per Column II item', () => {
    renderInput(MatrixMatch, question);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3 * 5);
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['A', 'B', 'C']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });

  it('reports every ticked pair by row, in the order of the columns', () => {
    const { last } = renderInput(MatrixMatch, question);
    fireEvent.click(cell('A', 's'));
    fireEvent.click(cell('A', 'q'));
    fireEvent.click(cell('B', 'p'));
    const rowA = ['q', 's'].sort((x, y) => col(x) - col(y));
    expect(last()).toEqual({ type: 'MatrixMatch', pairs: { a: rowA, b: ['p'] } });
    fireEvent.click(cell('B', 'p'));
    expect(last()).toEqual({ type: 'MatrixMatch', pairs: { a: rowA } });
    fireEvent.click(cell('A', 's'));
    fireEvent.click(cell('A', 'q'));
    expect(last()).toBeUndefined();
  });

  it('marks ticked cells right or wrong and the missed ones after the check', () => {
    const answer: AnswerPayload = {
      type: 'MatrixMatch',
      pairs: { a: ['q', 's'], b: ['p', 'q'], c: ['q', 's'] },
    };
    renderInput(MatrixMatch, question, { answer, check: checkFor('bio-cycle-0003', answer) });
    const marked = (row: string, id: string) => cell(row, id).closest('td')?.textContent;
    expect(marked('A', 'q')).toBe('✓ Correct');
    expect(marked('B', 'q')).toBe('✗ Incorrect');
    expect(marked('B', 'r')).toBe('✓ Correct answer');
    expect(marked('A', 'p')).toBe('');
    expect(cell('A', 'p').disabled).toBe(true);
  });
});

describe('Sequencing', () => {
  const question = served('bio-cycle-0001');
  const shown = question.content.type === 'Sequencing' ? question.content.items : [];
  const texts = () =>
    screen.getAllByRole('listitem').map((li) => li.querySelector('.rich-text')?.textContent);

  it('lists the items as served, each with a named move-up and move-down button', () => {
    renderInput(Sequencing, question);
    expect(texts()).toEqual(shown.map((item) => item.text));
    const first = shown[0]?.text ?? '';
    expect(screen.getByRole('button', { name: `Move up: ${first}` })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: `Move down: ${first}` })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('reports the order after each move, keeps the focus on the moved item and announces it', () => {
    const { last } = renderInput(Sequencing, question);
    const [a, b, c] = shown;
    if (!a || !b || !c) throw new Error('the question has fewer than three items');
    const down = screen.getByRole('button', { name: `Move down: ${a.text}` });
    down.focus();
    fireEvent.click(down);
    expect(last()).toEqual({
      type: 'Sequencing',
      order: [b.id, a.id, ...shown.slice(2).map((i) => i.id)],
    });
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: `Move down: ${a.text}` }),
    );
    expect(screen.getByText(`${a.text} is now at position 2 of ${shown.length}.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Move up: ${c.text}` }));
    expect(last()).toEqual({
      type: 'Sequencing',
      order: [b.id, c.id, a.id, ...shown.slice(3).map((i) => i.id)],
    });
    expect(texts().slice(0, 3)).toEqual([b.text, c.text, a.text]);
  });

  it('moves the focus to the other button when the item reaches the top', () => {
    renderInput(Sequencing, question);
    const second = shown[1]?.text ?? '';
    fireEvent.click(screen.getByRole('button', { name: `Move up: ${second}` }));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: `Move down: ${second}` }),
    );
  });

  it('marks each position after the check', () => {
    const order = ['b', 'e', 'd', 'c', 'a'];
    const answer: AnswerPayload = { type: 'Sequencing', order };
    renderInput(Sequencing, question, { answer, check: checkFor('bio-cycle-0001', answer) });
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Correct');
    expect(items[3]).toContain('Incorrect');
    expect(items[3]).toContain('Belongs at position 5');
    expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(
      true,
    );
  });
});
