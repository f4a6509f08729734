// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBrands } from '../../../cli/brands/loadBrands.ts';
import type { NavigationItem } from '../../../schemas/types.generated.ts';
import { renderHeader, setViewportWidth } from './renderHeader.tsx';
import { signedInStore } from './renderLearn.tsx';
import { bundledBrand } from './renderWithShell.tsx';
import { ok, on, requestsTo, stubServices } from './stubServices.ts';

const BRAND_IDS = ['abhyas', 'abhyas-home', 'homework', 'vidya', 'gurukul', 'pragati'];
const GOALS_EXAMS = '/api/content/fiber-countries-goals-exams-v2';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const jeeMain = {
  code: 'jee-main',
  parent_code: 'PreUG',
  parent_name: 'PreUG',
  parent_display_name: 'Undergraduate entrance exams',
  name: 'JEE Main',
  slug: 'jee-main',
  grade: null,
  format_reference: 'jee-main',
  learnpath_name: 'preug--jee-main',
  type: 'exam',
  has_content: true,
  languages: ['en', 'hi'],
};

const banner = () => screen.getByRole('banner');
// The header holds one navigation landmark, named in the page's language.
const mainNavigation = () => within(banner()).getByRole('navigation');

describe('the header for a visitor', () => {
  it('shows the full navigation in English', async () => {
    renderHeader(await bundledBrand('abhyas'));
    for (const name of ['Study Material', 'Exams', 'Products', 'About Us']) {
      expect(within(mainNavigation()).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(banner()).getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the alternative navigation in Hindi, with the language picker still there', async () => {
    renderHeader(await bundledBrand('abhyas'), { locale: 'hi' });
    const nav = mainNavigation();
    expect(within(nav).queryByRole('button')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'छात्रों के लिए' }).getAttribute('href')).toBe('/');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/ai-in-education', '/success']);
    const picker = within(nav).getByRole('combobox');
    expect((picker as HTMLSelectElement).value).toBe('hi');
  });

  it('never downloads a public menu shipped apart once the student is signed in', async () => {
    const brand = await bundledBrand('abhyas');
    const loadPublicMenu = vi.fn(() => Promise.resolve(brand.docs.navigation.public));
    const split = {
      ...brand,
      docs: { ...brand.docs, navigation: { ...brand.docs.navigation, public: [] } },
      loadPublicMenu,
    };
    renderHeader(split, { store: signedInStore() });
    expect(within(mainNavigation()).getByRole('link', { name: 'Learn' })).toBeTruthy();
    expect(loadPublicMenu).not.toHaveBeenCalled();
    cleanup();

    renderHeader(split);
    expect(
      await within(mainNavigation()).findByRole('button', { name: 'Study Material' }),
    ).toBeTruthy();
    expect(loadPublicMenu).toHaveBeenCalledTimes(1);
  });
});

describe('the signed-in header', () => {
  it('shows the app’s own menu, the current profile and the account actions, in any language', async () => {
    renderHeader(await bundledBrand('abhyas'), { store: signedInStore(), path: '/learn/home' });
    const nav = mainNavigation();
    expect(within(nav).queryByRole('button', { name: 'Study Material' })).toBeNull();
    const learn = within(nav).getByRole('link', { name: 'Learn' });
    expect(learn.getAttribute('href')).toBe('/learn/home');
    expect(learn.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'My Home' }).getAttribute('href')).toBe(
      '/user-home',
    );
    expect(within(banner()).getByText('Ravi')).toBeTruthy();
    expect(within(banner()).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    cleanup();

    renderHeader(await bundledBrand('abhyas'), { store: signedInStore(), locale: 'hi' });
    expect(within(mainNavigation()).getByRole('link', { name: 'सीखें' })).toBeTruthy();
  });
});

describe('the exam-specific header', () => {
  it('names the exam of the page and, in English, links the exam’s own pages', async () => {
    stubServices(on('GET', GOALS_EXAMS, ok({ success: true, data: [jeeMain] })));
    renderHeader(await bundledBrand('abhyas'), { path: '/?exam_code=jee-main' });
    const examNav = await screen.findByRole('navigation', { name: 'JEE Main pages' });
    expect(within(examNav).getByText('Undergraduate entrance exams')).toBeTruthy();
    expect(within(examNav).getByRole('link', { name: 'Admit Card' }).getAttribute('href')).toBe(
      'https://abhyas.example/exams/jee-main/admit-card',
    );
    expect(within(examNav).getAllByRole('link')).toHaveLength(13);
  });

  it('names the exam alone in other languages', async () => {
    const requests = stubServices(on('GET', GOALS_EXAMS, ok({ success: true, data: [jeeMain] })));
    renderHeader(await bundledBrand('abhyas'), { path: '/?exam_code=jee-main', locale: 'hi' });
    expect(await screen.findByText('JEE Main')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'JEE Main pages' })).toBeNull();
    expect(requestsTo(requests, 'GET', GOALS_EXAMS)[0]?.url.searchParams.get('locale')).toBe('hi');
  });

  it('shows nothing for an exam the exam list does not know, and is not asked for without exam_code', async () => {
    const requests = stubServices(on('GET', GOALS_EXAMS, ok({ success: true, data: [jeeMain] })));
    renderHeader(await bundledBrand('abhyas'), { path: '/?exam_code=no-such-exam' });
    await waitFor(() => expect(requestsTo(requests, 'GET', GOALS_EXAMS)).toHaveLength(1));
    expect(screen.queryByText('JEE Main')).toBeNull();
    cleanup();

    renderHeader(await bundledBrand('abhyas'), { path: '/' });
    expect(requestsTo(requests, 'GET', GOALS_EXAMS)).toHaveLength(1);
  });
});

describe('the mobile drawer', () => {
  afterEach(() => setViewportWidth(1024));

  it('replaces the menu up to the mobile breakpoint with a labelled Menu button', async () => {
    setViewportWidth(769);
    renderHeader(await bundledBrand('abhyas'));
    expect(within(banner()).getByRole('navigation')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();

    setViewportWidth(768);
    const menu = await within(banner()).findByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('opens as a modal holding the menu and the account actions, focus on its close button', async () => {
    setViewportWidth(700);
    renderHeader(await bundledBrand('abhyas'));
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect((drawer as HTMLDialogElement).open).toBe(true);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(menu.getAttribute('aria-controls')).toBe(drawer.id);
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(within(drawer).getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(drawer.dataset.size).toBe('panel');
  });

  it('covers the screen of a phone', async () => {
    setViewportWidth(375);
    renderHeader(await bundledBrand('abhyas'));
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' }).dataset.size).toBe('full');
  });

  it('keeps focus inside while open: Tab wraps from the last control to the first and back', async () => {
    setViewportWidth(375);
    renderHeader(await bundledBrand('abhyas'));
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    const signUp = within(drawer).getByRole('link', { name: 'Sign up free' });
    signUp.focus();
    fireEvent.keyDown(signUp, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(signUp);
  });

  it('closes with Escape (after any open sub-menu) and returns focus to the Menu button', async () => {
    setViewportWidth(375);
    renderHeader(await bundledBrand('abhyas'));
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    const drawer = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Menu' });
    const exams = within(drawer).getByRole('button', { name: 'Exams' });
    fireEvent.click(exams);
    within(drawer).getByRole('button', { name: 'School Boards' }).focus();
    fireEvent.keyDown(document.activeElement ?? drawer, { key: 'Escape' });
    expect(exams.getAttribute('aria-expanded')).toBe('false');
    expect(drawer.open).toBe(true);
    fireEvent.keyDown(exams, { key: 'Escape' });
    expect(drawer.open).toBe(false);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('moves through its sections with Up and Down and opens one with Right', async () => {
    setViewportWidth(375);
    renderHeader(await bundledBrand('abhyas'));
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const studyMaterial = within(drawer).getByRole('button', { name: 'Study Material' });
    studyMaterial.focus();
    fireEvent.keyDown(studyMaterial, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Exams' }));
    fireEvent.keyDown(document.activeElement ?? drawer, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(
      within(drawer).getByRole('button', { name: 'School Boards' }),
    );
  });

  it('closes when a link is followed, or with its close button', async () => {
    setViewportWidth(375);
    const { location } = renderHeader(await bundledBrand('abhyas'));
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Log in' }));
    expect(location.current?.pathname).toBe('/login');
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });
});

/** Every entry of a menu, at any depth. */
function entriesOf(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [item, ...entriesOf(item.subMenu ?? [])]);
}

describe('every brand', () => {
  it('has menus that pass validation', async () => {
    const { brands, errors } = await loadBrands();
    expect(errors.filter((e) => e.file.endsWith('navigation.json'))).toEqual([]);
    expect(brands.map((b) => b.id).sort()).toEqual([...BRAND_IDS].sort());
  });

  // The platform's marketing menus are the default brand's alone; the others write their own.
  it.each(['abhyas'])(
    '%s links only /, /ai-in-education and /success inside the app from its public menu',
    async (id) => {
      const entries = entriesOf((await bundledBrand(id)).docs.navigation.public);
      const routes = entries.flatMap((entry) => (entry.route ? [entry.route] : []));
      expect(new Set(routes.filter((route) => route.startsWith('/')))).toEqual(
        new Set(['/', '/ai-in-education', '/success']),
      );
      expect(routes.filter((route) => route === 'WIP')).toHaveLength(1);
      expect(
        routes.filter((r) => !r.startsWith('/') && r !== 'WIP').every((r) => /^https:\/\//.test(r)),
      ).toBe(true);
      expect(Math.max(...entries.map((entry) => entry.listNumber))).toBe(5);
    },
  );

  it.each(BRAND_IDS.filter((id) => id !== 'abhyas'))(
    '%s has its own short public menu, without the platform’s marketing links',
    async (id) => {
      const { navigation } = (await bundledBrand(id)).docs;
      for (const menu of [navigation.public, navigation.alternative]) {
        const entries = entriesOf(menu);
        expect(entries.every((entry) => entry.route?.startsWith('/'))).toBe(true);
        expect(entries.map((entry) => entry.id)).not.toContain('study-material');
        expect(entries.map((entry) => entry.id)).not.toContain('products');
      }
    },
  );

  it.each(BRAND_IDS)('%s renders its English, Hindi and signed-in menus', async (id) => {
    const brand = await bundledBrand(id);
    const { navigation } = brand.docs;
    renderHeader(brand);
    if (id === 'abhyas') {
      expect(
        within(mainNavigation())
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Study Material', 'Exams', 'Products', 'About Us']);
    } else {
      expect(
        within(mainNavigation())
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(navigation.public.map((item) => item.route));
    }
    expect(within(mainNavigation()).getAllByRole('option')).toHaveLength(
      navigation.languages.length,
    );
    cleanup();

    renderHeader(brand, { locale: 'hi' });
    expect(within(mainNavigation()).getAllByRole('link')).toHaveLength(
      navigation.alternative.length,
    );
    cleanup();

    renderHeader(brand, { store: signedInStore() });
    expect(
      within(mainNavigation())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(navigation.signedIn.map((item) => item.route));
  });
});
