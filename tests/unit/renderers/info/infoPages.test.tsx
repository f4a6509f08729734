// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageDocument } from '../../../../schemas/types.generated.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderInfoPage } from './renderInfoPage.tsx';

afterEach(cleanup);

const headings = (level: number) =>
  screen.getAllByRole('heading', { level }).map((h) => h.textContent);

describe('info pages', () => {
  it('render the terms with one page heading, named sections and the brand’s own details', async () => {
    renderInfoPage('tos', await bundledBrand('abhyas'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    // The title follows the page once its document has loaded, which may be a moment after it shows.
    await waitFor(() => expect(document.title).toBe('Terms of use'));
    expect(headings(1)).toHaveLength(1);
    expect(headings(2)).toContain('Using Abhyas fairly');
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(
      within(account).getByRole('link', { name: 'help@abhyas.example' }).getAttribute('href'),
    ).toBe('mailto:help@abhyas.example');
    expect(within(account).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
  });

  it('are written in Hindi for a Hindi reader', async () => {
    renderInfoPage('privacy-policy', await bundledBrand('abhyas'), { locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'हम क्या जानकारी लेते हैं' })).toBeTruthy();
    expect(document.querySelector('[lang="en"]')).toBeNull();
  });

  it('mark a name kept in Latin letters as English on a page in an Indian language', async () => {
    renderInfoPage('all-schools', await bundledBrand('abhyas'), { locale: 'ta' });
    const [name] = await screen.findAllByText('Vidya Institute');
    expect(name?.closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(
      screen.getByRole('heading', { level: 1 }).closest('[lang]')?.getAttribute('lang'),
    ).not.toBe('en');
  });

  it('name the brand that shows them, with its support address', async () => {
    renderInfoPage('schools', await bundledBrand('vidya'));
    expect(
      await screen.findByText(/Vidya Institute gives every class a shared place to learn/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@vidya.example' })).toBeTruthy();
  });

  it('lead to the score page under the brand’s own product name', async () => {
    renderInfoPage('outcomes', await bundledBrand('vidya'));
    const score = await screen.findByRole('link', { name: 'Readiness score' });
    expect(score.getAttribute('href')).toBe('/in-en/outcomes/vidyascore');
    expect(screen.getByRole('heading', { level: 2, name: 'Readiness score' })).toBeTruthy();
  });

  it('open questions of the help desk to show their answers', async () => {
    renderInfoPage('helpdesk', await bundledBrand('abhyas'));
    const question = await screen.findByText('I forgot my password.');
    expect(question.tagName).toBe('SUMMARY');
    const details = question.closest('details');
    expect(details?.open).toBe(false);
    question.click();
    expect(details?.open).toBe(true);
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(
      within(contact).getByRole('link', { name: '+91 80 4000 1000' }).getAttribute('href'),
    ).toBe('tel:+918040001000');
  });

  it('wait for a page shipped as a chunk of its own', async () => {
    const brand = await bundledBrand('abhyas');
    const notices = brand.docs.pages['notices'] as PageDocument;
    const lazy = {
      ...brand,
      docs: { ...brand.docs, pages: {} },
      pageLoaders: { notices: () => Promise.resolve(notices) },
    };
    renderInfoPage('notices', lazy);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notices' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Sunday night maintenance' }),
    ).toBeTruthy();
  });
});

describe('articles', () => {
  it('list each article with its track, day and a link to it', async () => {
    renderInfoPage('articles', await bundledBrand('abhyas'));
    const link = await screen.findByRole('link', {
      name: 'How to plan the last 90 days before JEE Main',
    });
    expect(link.getAttribute('href')).toBe('/article?id=last-90-days-before-jee-main');
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText('20 October 2025').getAttribute('datetime')).toBe('2025-10-20');
  });

  it('show the article the address names, from the articles page', async () => {
    renderInfoPage('article', await bundledBrand('abhyas'), {
      path: '/article?id=ncert-first-for-neet-biology',
    });
    const article = await screen.findByRole('article', {
      name: 'Why NCERT comes first for NEET biology',
    });
    expect(within(article).getAllByRole('paragraph').length).toBeGreaterThan(2);
    expect(within(article).getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe(
      '/articles',
    );
  });

  it('say so when the address names no article', async () => {
    renderInfoPage('article', await bundledBrand('abhyas'), { path: '/article?id=no-such-thing' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'We could not find that article.' }),
    ).toBeTruthy();
  });

  it('group the articles by track', async () => {
    renderInfoPage('article-tracks', await bundledBrand('abhyas'), { locale: 'hi' });
    const habits = await screen.findByRole('region', { name: 'पढ़ाई की आदतें' });
    expect(within(habits).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
