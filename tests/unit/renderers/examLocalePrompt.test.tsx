// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Frame } from '../../../renderers/shell/Frame.tsx';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { bundledBrand } from './renderWithShell.tsx';
import { renderLearn, signedInStore } from './renderLearn.tsx';
import { ok, on, requestsTo, stubServices } from './stubServices.ts';

const trackEvent = vi.hoisted(() => vi.fn());
vi.mock('../../../runtime/events/trackEvent.ts', () => ({ trackEvent }));

const EXAM_LIST = '/api/content/fiber-countries-goals-exams-v2';
const EDIT_PROFILE = '/api/auth/edit_profile';
const CAMPAIGN = 'utm_source=whatsapp&_branch_referrer=ref-1';
const reload = vi.fn();

const exam = (code: string, name: string, goal: string) => ({
  code,
  parent_code: goal,
  parent_name: goal,
  parent_display_name: goal,
  name,
  slug: code,
  grade: null,
  format_reference: code,
  learnpath_name: `${goal}--${code}`,
  type: 'exam',
  has_content: true,
  languages: ['en', 'hi'],
});
const EXAMS = [
  exam('jee-main', 'JEE Main', 'PreUG'),
  exam('neet-ug', 'NEET UG', 'PreUG'),
  exam('cbse-class-10', 'CBSE Class 10', 'K12'),
];

beforeEach(() => {
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  reload.mockReset();
  trackEvent.mockReset();
  localStorage.clear();
});

async function renderFrame(
  path: string,
  store = signedInStore(),
  ...handlers: Parameters<typeof stubServices>
) {
  const requests = stubServices(
    on('GET', EXAM_LIST, ok({ success: true, data: EXAMS })),
    ...handlers,
  );
  const view = renderLearn(
    <Frame>
      <p>Page content</p>
    </Frame>,
    await bundledBrand('abhyas'),
    { path, store },
  );
  return { ...view, requests };
}

const pageContent = () => screen.getByText('Page content').closest('main');
/** The first prompt loads its module lazily, which takes a while on a busy machine. */
const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name }, { timeout: 5000 });

describe('exam/locale change prompt', () => {
  it('opens over a hidden page for a campaign link to another exam in another language', async () => {
    await renderFrame(`/learn/home?${CAMPAIGN}&exam_code=neet-ug&content_locale=hi`);
    const prompt = await dialog('Change your exam and language?');
    expect(prompt.getAttribute('aria-modal')).toBe('true');
    expect(prompt.textContent).toContain(
      'This link is for NEET UG in हिन्दी. Change your profile to NEET UG in हिन्दी?',
    );
    expect(pageContent()?.hidden).toBe(true);
    expect(screen.getByRole('banner', { hidden: true }).closest('[inert]')).not.toBeNull();
    expect(document.activeElement).toBe(prompt);
  });

  it.each([
    ['exam_code=neet-ug&content_locale=en', 'Change your exam?', 'This link is for NEET UG.'],
    ['exam_code=cbse-class-10&locale=en', 'Change your exam?', 'This link is for CBSE Class 10.'],
    ['exam_code=jee-main&content_locale=ta', 'Change your language?', 'This link is in தமிழ்.'],
  ])('with %s asks “%s”', async (query, title, message) => {
    await renderFrame(`/learn/home?${CAMPAIGN}&${query}`);
    expect((await dialog(title)).textContent).toContain(message);
  });

  /** Lets the exam list arrive and a prompt (its module loaded by the tests above) decide. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  it.each([
    ['the link matches the profile', `${CAMPAIGN}&exam_code=jee-main&content_locale=en`],
    ['the exam is not in the list', `${CAMPAIGN}&exam_code=aieee&content_locale=hi`],
    ['there is no utm_source', '_branch_referrer=r&exam_code=neet-ug&content_locale=hi'],
    ['there is no _branch_referrer', 'utm_source=s&exam_code=neet-ug&content_locale=hi'],
    ['there is no exam_code', `${CAMPAIGN}&content_locale=hi`],
    ['the language is not supported', `${CAMPAIGN}&exam_code=neet-ug&content_locale=fr`],
  ])('stays closed when %s', async (_case, query) => {
    await renderFrame(`/learn/home?${query}`);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pageContent()?.hidden).toBe(false);
  });

  it('stays closed for a visitor without a profile', async () => {
    await renderFrame(`/learn/home?${CAMPAIGN}&exam_code=neet-ug&content_locale=hi`, createStore());
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pageContent()?.hidden).toBe(false);
  });

  it('Cancel on a page chosen for the link goes to learn home and keeps the profile', async () => {
    const { location, requests } = await renderFrame(
      `/learn/summary/x?${CAMPAIGN}&exam_code=neet-ug&content_locale=hi`,
    );
    fireEvent.click(
      within(await dialog('Change your exam and language?')).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(location.current?.pathname).toBe('/learn/home'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pageContent()?.hidden).toBe(false);
    expect(requestsTo(requests, 'PUT', EDIT_PROFILE)).toEqual([]);
    expect(trackEvent).not.toHaveBeenCalledWith('profile', 'PE_Profile_Updated', expect.anything());
  });

  it('Escape is Cancel, and a module home stays where it is', async () => {
    const { location } = await renderFrame(
      `/practice/home?${CAMPAIGN}&exam_code=neet-ug&content_locale=en`,
    );
    fireEvent.keyDown(await dialog('Change your exam?'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.current?.pathname).toBe('/practice/home');
    expect(pageContent()?.hidden).toBe(false);
    expect(screen.getByRole('banner').closest('[inert]')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    await renderFrame(`/learn/home?${CAMPAIGN}&exam_code=neet-ug&content_locale=hi`);
    const prompt = await dialog('Change your exam and language?');
    const cancel = within(prompt).getByRole('button', { name: 'Cancel' });
    const change = within(prompt).getByRole('button', { name: 'Change' });
    change.focus();
    fireEvent.keyDown(change, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(change);
  });

  it('Change saves the link’s goal, exam and language, reports it and reloads in it', async () => {
    const store = signedInStore();
    const { requests } = await renderFrame(
      `/learn/home?${CAMPAIGN}&exam_code=cbse-class-10&content_locale=hi`,
      store,
      on(
        'PUT',
        EDIT_PROFILE,
        ok({
          data: {
            id: 'child-1',
            token: 'child-token',
            profile_details: {
              first_name: 'Ravi',
              last_name: 'Rao',
              primary_goal: 'K12',
              primary_exam: 'cbse-class-10',
              locale: 'hi',
              video_quality: 'auto',
              meta: { locale: 'hi' },
            },
          },
        }),
      ),
    );
    fireEvent.click(
      within(await dialog('Change your exam and language?')).getByRole('button', {
        name: 'Change',
      }),
    );
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(requestsTo(requests, 'PUT', EDIT_PROFILE).map((r) => r.body)).toEqual([
      { primary_goal: 'K12', primary_exam: 'cbse-class-10', locale: 'hi', meta: { locale: 'hi' } },
    ]);
    expect(trackEvent).toHaveBeenCalledWith('profile', 'PE_Profile_Updated', {
      goal: 'K12',
      exam: 'cbse-class-10',
      locale: 'hi',
    });
    expect(store.get(localeAtom)).toBe('hi');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open and says so when the profile cannot be changed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderFrame(
      `/learn/home?${CAMPAIGN}&exam_code=neet-ug&content_locale=hi`,
      signedInStore(),
      on('PUT', EDIT_PROFILE, { status: 500, body: { code: 'INTERNAL' } }),
    );
    const prompt = await dialog('Change your exam and language?');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Change' }));
    expect(
      await within(prompt).findByText('We could not change your profile. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(prompt);
    expect(within(prompt).getByRole('button', { name: 'Change' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(trackEvent).not.toHaveBeenCalledWith('profile', 'PE_Profile_Updated', expect.anything());
  });
});
