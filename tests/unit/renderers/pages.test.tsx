// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExceptionPage } from '../../../renderers/exceptions/ExceptionPage.tsx';
import { RenderPage } from '../../../runtime/pages/RenderPage.tsx';
import type { PageDocument } from '../../../schemas/types.generated.ts';
import { bundledBrand, renderInShell } from './renderWithShell.tsx';

afterEach(cleanup);

describe('page documents', () => {
  it('renders each block through the registry at the kind’s tiles per view', async () => {
    const brand = await bundledBrand('abhyas');
    renderInShell(<RenderPage name="learn-home" />, brand);
    expect(screen.getByRole('heading', { level: 1, name: 'Learn' })).toBeTruthy();
    const subjects = screen.getByRole('region', { name: 'Subjects' });
    expect(subjects.style.getPropertyValue('--tiles-per-view')).toBe('6');
    expect(
      screen
        .getByRole('region', { name: 'Chapters to explore' })
        .style.getPropertyValue('--tiles-per-view'),
    ).toBe('5');
  });

  it('shows an unknown block key and where it is, instead of nothing', async () => {
    const brand = await bundledBrand('abhyas');
    const broken = {
      title: 'page.learnHome.title',
      blocks: [{ type: 'carousel', id: 'x' }],
    } as unknown as PageDocument;
    brand.docs.pages['broken'] = broken;
    renderInShell(<RenderPage name="broken" />, brand);
    expect(screen.getByRole('alert').textContent).toContain(
      'No component is registered for "carousel" (at pages/broken.json#/blocks/0).',
    );
  });
});

describe('exception pages', () => {
  it('offers a reload on the crash screen', async () => {
    renderInShell(<ExceptionPage kind="crash" />, await bundledBrand('abhyas'));
    expect(screen.getByRole('heading', { name: 'Oops! Something broke' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('uses the spec’s words for an expired session, with a way to log in', async () => {
    renderInShell(<ExceptionPage kind="sessionExpired" />, await bundledBrand('abhyas'));
    expect(screen.getByText('Sorry, your session is expired. Please login again')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});
