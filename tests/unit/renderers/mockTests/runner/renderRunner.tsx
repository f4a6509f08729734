import { screen, within } from '@testing-library/react';
import { MockTestScreen } from '../../../../../renderers/screens/mockTests/MockTestScreen.tsx';
import { bundledBrand } from '../../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../../renderLearn.tsx';
import { CODE } from './runnerServer.ts';

/**
 * The runner's code-split chunks: MockTestScreen's lazy RunnerScreen and the stages it splits off
 * (instructions, paper, finished), as a student's browser holds them once downloaded. The first
 * test of a file loads them cold — vite transforms each chunk's module graph on first use, which
 * takes seconds on a busy machine — so the test waits for them first, for as long as they take
 * (as the student waits for the download), and its findBy… then times the runner alone.
 */
function runnerChunks() {
  return Promise.all([
    import('../../../../../renderers/screens/mockTests/runner/RunnerScreen.tsx'),
    import('../../../../../renderers/screens/mockTests/runner/InstructionsView.tsx'),
    import('../../../../../renderers/screens/mockTests/runner/PaperLoader.tsx'),
    import('../../../../../renderers/screens/mockTests/runner/FinishedStage.tsx'),
  ]);
}

/** The runner as the app opens it: /mock-test/{code}/session through MockTestScreen. */
export async function renderRunner(query = '') {
  await runnerChunks();
  return renderLearn(<MockTestScreen />, await bundledBrand('abhyas'), {
    path: `/mock-test/${CODE}/session${query ? `?${query}` : ''}`,
    pattern: '/mock-test/*',
    store: signedInStore(),
  });
}

/** The question heading, once the paper shows that question. */
export const questionHeading = (number: number, total = 5) =>
  screen.findByRole('heading', { level: 2, name: `Question ${number} of ${total}` });

/** The palette's button of a question, by the accessible name the runner gives it. */
export const paletteButton = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Question palette' })).findByRole('button', {
    name,
  });

export const button = (name: string) => screen.getByRole('button', { name });

/** The count the legend list `list` shows for `status`. */
export function legendCount(list: string, status: string): string | undefined {
  const items = within(screen.getByRole('list', { name: list })).getAllByRole('listitem');
  const item = items.find((li) => li.lastChild?.textContent === status);
  return item?.firstElementChild?.textContent ?? undefined;
}
