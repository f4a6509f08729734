import { screen, within } from '@testing-library/react';
import { MockTestScreen } from '../../../../../renderers/screens/mockTests/MockTestScreen.tsx';
import { bundledBrand } from '../../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../../renderLearn.tsx';
import { CODE } from './runnerServer.ts';

/** The runner as the app opens it: /mock-test/{code}/session through MockTestScreen. */
export async function renderRunner(query = '') {
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
