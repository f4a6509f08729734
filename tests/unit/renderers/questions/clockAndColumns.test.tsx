// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { NumericalOperation } from '../../../../renderers/questions/NumericalOperation.tsx';
import { TimeReadSet } from '../../../../renderers/questions/TimeReadSet.tsx';
import { checkFor, renderInput, served } from './renderQuestion.tsx';

afterEach(cleanup);

/** What axe finds serious or critical in the rendered component (colour contrast needs layout). */
async function seriousViolations(container: HTMLElement) {
  const { violations } = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('TimeReadSet', () => {
  it('describes the clock by its hands, not by the time it asks for', () => {
    renderInput(TimeReadSet, served('math-clock-0001'));
    const clock = screen.getByRole('img');
    expect(clock.getAttribute('aria-label')).toBe(
      'A clock face: the hour hand is between 3 and 4, and the minute hand points at 8.',
    );
    expect(clock.getAttribute('aria-label')).not.toContain('3:40');
  });

  it('answers once both hours and minutes are chosen', () => {
    const { last } = renderInput(TimeReadSet, served('math-clock-0001'));
    fireEvent.change(select('Hours'), { target: { value: '3' } });
    expect(last()).toBeUndefined();
    fireEvent.change(select('Minutes'), { target: { value: '40' } });
    expect(last()).toEqual({ type: 'TimeReadSet', hours: 3, minutes: 40 });
  });

  it('offers minutes in the question’s step', () => {
    renderInput(TimeReadSet, served('math-clock-0001'));
    const minutes = [...select('Minutes').options].map((o) => o.value);
    expect(minutes).toEqual([
      '',
      '0',
      '5',
      '10',
      '15',
      '20',
      '25',
      '30',
      '35',
      '40',
      '45',
      '50',
      '55',
    ]);
  });

  it('moves the hands of a clock the student sets', () => {
    renderInput(TimeReadSet, served('math-clock-0003'));
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'A clock whose hands are not set yet.',
    );
    fireEvent.change(select('Hours'), { target: { value: '7' } });
    fireEvent.change(select('Minutes'), { target: { value: '15' } });
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('The clock is set to 7:15.');
  });

  it('marks the wrong half and shows the right time once checked', () => {
    const answer = { type: 'TimeReadSet' as const, hours: 11, minutes: 45 };
    renderInput(TimeReadSet, served('math-clock-0002'), {
      answer,
      check: checkFor('math-clock-0002', answer),
    });
    expect(screen.getByText('Correct answer: 11:15')).toBeTruthy();
    expect(select('Hours').disabled).toBe(true);
    expect(screen.getAllByText('Correct').length).toBe(1);
    expect(screen.getAllByText('Incorrect').length).toBe(1);
  });

  it('has nothing serious for axe to find', async () => {
    const { container } = renderInput(TimeReadSet, served('math-clock-0001'));
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('NumericalOperation', () => {
  const digit = (position: number) =>
    screen.getByRole<HTMLInputElement>('textbox', {
      name: `Answer digit ${position} from the right`,
    });

  it('reads the sum out and lays its result boxes under the columns', () => {
    renderInput(NumericalOperation, served('math-column-0001'));
    expect(screen.getByRole('group', { name: '347 plus 285' })).toBeTruthy();
    expect(digit(4)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Answer digit 5 from the right' })).toBeNull();
  });

  it('is worked right to left: a typed digit moves the focus one column left', () => {
    const { last } = renderInput(NumericalOperation, served('math-column-0001'));
    digit(1).focus();
    fireEvent.change(digit(1), { target: { value: '2' } });
    expect(document.activeElement).toBe(digit(2));
    fireEvent.change(digit(2), { target: { value: '3' } });
    fireEvent.change(digit(3), { target: { value: '6' } });
    expect(last()).toEqual({ type: 'NumericalOperation', digits: ['', '6', '3', '2'] });
    fireEvent.change(digit(3), { target: { value: '67' } });
    expect(last()).toEqual({ type: 'NumericalOperation', digits: ['', '7', '3', '2'] });
    fireEvent.change(digit(2), { target: { value: 'x' } });
    expect(digit(2).value).toBe('3');
  });

  it('moves between columns with the arrow keys, and back right on Backspace in an empty box', () => {
    renderInput(NumericalOperation, served('math-column-0001'));
    digit(1).focus();
    fireEvent.keyDown(digit(1), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(digit(2));
    fireEvent.keyDown(digit(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(digit(1));
    fireEvent.keyDown(digit(1), { key: 'ArrowLeft' });
    fireEvent.keyDown(digit(2), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(digit(1));
  });

  it('keeps carries as the student’s own working, never in the answer', () => {
    const { last } = renderInput(NumericalOperation, served('math-column-0001'));
    const carry = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Carry above column 2 from the right (your working, not marked)',
    });
    fireEvent.change(carry, { target: { value: '1' } });
    expect(carry.value).toBe('1');
    expect(last()).toBeUndefined();
  });

  it('marks each column and shows the right result once checked', () => {
    const answer = {
      type: 'NumericalOperation' as const,
      digits: ['', '6', '2', '2'] as ('' | '2' | '6')[],
    };
    renderInput(NumericalOperation, served('math-column-0001'), {
      answer,
      check: checkFor('math-column-0001', answer),
    });
    expect(screen.getByText('Correct answer: 632')).toBeTruthy();
    expect(screen.getAllByText('Incorrect')).toHaveLength(1);
    expect(digit(1).disabled).toBe(true);
  });

  it('has nothing serious for axe to find', async () => {
    const { container } = renderInput(NumericalOperation, served('math-column-0002'));
    expect(await seriousViolations(container)).toEqual([]);
  });
});
