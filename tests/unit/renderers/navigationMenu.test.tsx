// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationMenu } from '../../../renderers/shell/NavigationMenu.tsx';
import { bundledBrand, renderInShell } from './renderWithShell.tsx';

afterEach(cleanup);

async function renderPublicMenu() {
  const brand = await bundledBrand('abhyas');
  return renderInShell(<NavigationMenu items={brand.docs.navigation.public} />, brand);
}

const button = (name: string) => screen.getByRole('button', { name });
const press = (key: string, options: { shiftKey?: boolean } = {}) => {
  if (!document.activeElement) throw new Error('nothing has focus');
  fireEvent.keyDown(document.activeElement, { key, ...options });
};
const focused = () => document.activeElement;

describe('public navigation', () => {
  it('has the five entries: four menus and the language picker with the twelve languages', async () => {
    await renderPublicMenu();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const entries = within(nav).getAllByRole('listitem');
    // Closed sub-menus render no entries, so these are the top level's alone.
    expect(entries).toHaveLength(5);
    for (const name of ['Study Material', 'Exams', 'Products', 'About Us']) {
      expect(within(nav).getByRole('button', { name }).getAttribute('aria-expanded')).toBe('false');
    }
    const picker = within(nav).getByRole('combobox', { name: 'Language' });
    expect(within(picker).getAllByRole('option')).toHaveLength(12);
    expect(entries.at(-1)?.contains(picker)).toBe(true);
  });

  it('is a disclosure: each button controls its sub-menu, whose entries exist only while open', async () => {
    await renderPublicMenu();
    const studyMaterial = button('Study Material');
    const panel = document.getElementById(studyMaterial.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    expect(screen.queryByRole('button', { name: 'NCERT Books and Solutions' })).toBeNull();
    fireEvent.click(studyMaterial);
    expect(studyMaterial.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(
      within(panel ?? document.body).getByRole('button', { name: 'NCERT Books and Solutions' }),
    ).toBeTruthy();
  });

  it('nests down to the fifth level', async () => {
    await renderPublicMenu();
    for (const name of ['Study Material', 'NCERT Books and Solutions', 'Class 10', 'Science']) {
      fireEvent.click(button(name));
    }
    const books = screen.getByRole('link', { name: 'Books' });
    expect(books.getAttribute('href')).toBe('https://abhyas.example/ncert/class-10/science/books');
    expect(books.closest('ul')?.classList.contains('level-5')).toBe(true);
  });

  it('keeps one sub-menu of a level open at a time', async () => {
    await renderPublicMenu();
    fireEvent.click(button('Study Material'));
    fireEvent.click(button('Exams'));
    expect(button('Study Material').getAttribute('aria-expanded')).toBe('false');
    expect(button('Exams').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('links', () => {
  it('opens /, /ai-in-education and /success inside the app and the rest on the marketing site', async () => {
    await renderPublicMenu();
    fireEvent.click(button('About Us'));
    expect(screen.getByRole('link', { name: 'For Students' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'AI for Good' }).getAttribute('href')).toBe(
      '/ai-in-education',
    );
    expect(screen.getByRole('link', { name: 'Success Stories' }).getAttribute('href')).toBe(
      '/success',
    );
    expect(screen.getByRole('link', { name: 'In the News' }).getAttribute('href')).toBe(
      'https://abhyas.example/news',
    );
    expect(screen.getByRole('link', { name: 'Learning Outcomes' }).getAttribute('href')).toMatch(
      /^https:\/\/abhyas\.example\//,
    );
  });

  it('marks the link of the page being shown as the current page', async () => {
    const brand = await bundledBrand('abhyas');
    renderInShell(<NavigationMenu items={brand.docs.navigation.public} />, brand, '/success');
    fireEvent.click(button('About Us'));
    expect(screen.getByRole('link', { name: 'Success Stories' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      screen.getByRole('link', { name: 'For Students' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('shows the mock test without a page yet as “coming soon”, with no link', async () => {
    await renderPublicMenu();
    fireEvent.click(button('Study Material'));
    fireEvent.click(button('Mock Tests'));
    const list = button('Mock Tests').parentElement?.querySelector('ul');
    if (!list) throw new Error('the mock tests menu did not open');
    expect(within(list).getByRole('link', { name: 'JEE Main' })).toBeTruthy();
    const placeholder = within(list).getByText('Banking');
    expect(placeholder.closest('a')).toBeNull();
    expect(placeholder.textContent).toBe('Banking Coming soon');
    expect(within(list).queryByRole('link', { name: /Banking/ })).toBeNull();
  });

  it('closes the drop-down once a link inside the app is followed', async () => {
    await renderPublicMenu();
    fireEvent.click(button('About Us'));
    fireEvent.click(screen.getByRole('link', { name: 'Success Stories' }));
    expect(button('About Us').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('keyboard', () => {
  it('moves along the bar with Left, Right, Home and End, wrapping at the ends', async () => {
    await renderPublicMenu();
    button('Study Material').focus();
    press('ArrowRight');
    expect(focused()).toBe(button('Exams'));
    press('End');
    expect(focused()).toBe(button('About Us'));
    press('ArrowRight');
    expect(focused()).toBe(button('Study Material'));
    press('ArrowLeft');
    expect(focused()).toBe(button('About Us'));
    press('Home');
    expect(focused()).toBe(button('Study Material'));
  });

  it('enters a drop-down with Down, moves in it with Up and Down, opens deeper with Right and goes back with Left', async () => {
    await renderPublicMenu();
    button('Study Material').focus();
    press('ArrowDown');
    expect(button('Study Material').getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(button('NCERT Books and Solutions'));
    press('ArrowDown');
    expect(focused()).toBe(button('Previous Year Papers'));
    press('ArrowUp');
    expect(focused()).toBe(button('NCERT Books and Solutions'));
    press('ArrowUp');
    expect(focused()).toBe(button('Syllabus'));
    press('ArrowDown');
    press('ArrowRight');
    expect(button('NCERT Books and Solutions').getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(button('Class 6'));
    press('ArrowLeft');
    expect(focused()).toBe(button('NCERT Books and Solutions'));
    expect(button('NCERT Books and Solutions').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the innermost open menu with Escape and returns focus to its button', async () => {
    await renderPublicMenu();
    fireEvent.click(button('Study Material'));
    fireEvent.click(button('NCERT Books and Solutions'));
    button('Class 12').focus();
    press('Escape');
    expect(button('NCERT Books and Solutions').getAttribute('aria-expanded')).toBe('false');
    expect(button('Study Material').getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(button('NCERT Books and Solutions'));
    press('Escape');
    expect(button('Study Material').getAttribute('aria-expanded')).toBe('false');
    expect(focused()).toBe(button('Study Material'));
  });

  it('closes a drop-down when Tab takes focus out of it, or a click lands elsewhere', async () => {
    await renderPublicMenu();
    fireEvent.click(button('Products'));
    fireEvent.focusOut(screen.getByRole('link', { name: 'Live Class' }), {
      relatedTarget: button('About Us'),
    });
    expect(button('Products').getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button('Products'));
    fireEvent.pointerDown(document.body);
    expect(button('Products').getAttribute('aria-expanded')).toBe('false');
  });

  it('puts an open drop-down’s entries in the Tab order right after its button', async () => {
    await renderPublicMenu();
    fireEvent.click(button('About Us'));
    const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, select')].filter(
      (element) => element.closest('[hidden]') === null,
    );
    const names = stops.map((element) => element.textContent);
    const aboutUs = names.indexOf('About Us');
    expect(names.slice(aboutUs, aboutUs + 6)).toEqual([
      'About Us',
      'For Students',
      'AI for Good',
      'Learning Outcomes',
      'Success Stories',
      'In the News',
    ]);
    expect(stops.at(-1)?.tagName).toBe('SELECT');
  });
});
