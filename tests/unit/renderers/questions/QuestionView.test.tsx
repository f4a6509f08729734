// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keyAsAnswer } from '../../../../domain/questions/keyAsAnswer.ts';
import { QUESTION_TYPES } from '../../../../domain/questions/types/questionWires.ts';
import { QUESTION_INPUTS } from '../../../../renderers/questions/questionInputs.ts';
import { QuestionView } from '../../../../renderers/questions/QuestionView.tsx';
import { BANK, checkFor, Intl, served } from './renderQuestion.tsx';

afterEach(cleanup);

describe('QUESTION_INPUTS', () => {
  it('has a component for every question type', () => {
    expect(Object.keys(QUESTION_INPUTS).sort()).toEqual([...QUESTION_TYPES].sort());
  });
});

describe('QuestionView', () => {
  it('shows the body with its formulas typeset, then the input of the type', async () => {
    const { container } = render(
      <Intl>
        <QuestionView
          question={served('bio-resp-0003')}
          answer={undefined}
          onChange={() => undefined}
          disabled={false}
        />
      </Intl>,
    );
    await waitFor(() => expect(container.querySelector('.question__body .katex')).toBeTruthy());
    // The input comes in its type's own chunk.
    expect(await screen.findByRole('slider')).toBeTruthy();
  });

  it.each(QUESTION_TYPES)(
    'renders every %s question of the bank, formulas and all',
    async (type) => {
      const questions = BANK.filter((q) => q.type === type);
      expect(questions.length).toBeGreaterThan(0);
      for (const { code } of questions) {
        const question = served(code);
        const { container, unmount } = render(
          <Intl>
            <QuestionView
              question={question}
              answer={undefined}
              onChange={() => undefined}
              disabled={false}
            />
          </Intl>,
        );
        // Each type's input arrives in its own chunk: look once it has replaced the placeholder.
        await waitFor(() =>
          expect(container.querySelector('.question [aria-busy]'), code).toBeNull(),
        );
        expect(container.querySelector('.question > :not(.question__body)'), code).not.toBeNull();
        expect(screen.queryByRole('alert'), code).toBeNull();
        expect(
          container.querySelector('.katex-error')?.getAttribute('title'),
          code,
        ).toBeUndefined();
        // Every control has an accessible name.
        const unnamed = [...container.querySelectorAll('input, select, textarea, button')].filter(
          (control) =>
            !control.getAttribute('aria-label') &&
            !control.closest('label') &&
            !container.querySelector(`label[for="${control.id}"]`) &&
            !control.textContent.trim(),
        );
        expect(
          unnamed.map((c) => c.outerHTML),
          code,
        ).toEqual([]);
        unmount();
      }
    },
  );

  it.each(QUESTION_TYPES)(
    'reads the check of every %s question: its key as the answer is marked right throughout',
    async (type) => {
      for (const bank of BANK.filter((q) => q.type === type)) {
        const answer = keyAsAnswer(bank);
        const { container, unmount } = render(
          <Intl>
            <QuestionView
              question={served(bank.code)}
              answer={answer}
              onChange={() => undefined}
              disabled={false}
              check={checkFor(bank.code, answer)}
            />
          </Intl>,
        );
        await waitFor(() => expect(container.querySelector('.question [aria-busy]')).toBeNull());
        const marks = [...container.querySelectorAll('.question-mark')].map((m) => m.textContent);
        expect(
          marks.filter((m) => m !== '✓ Correct'),
          bank.code,
        ).toEqual([]);
        if (type !== 'Subjective') expect(marks.length, bank.code).toBeGreaterThan(0);
        unmount();
      }
    },
  );
});
