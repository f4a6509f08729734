// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchesScreen } from '../../../../renderers/screens/liveClass/BatchesScreen.tsx';
import { LiveClassSummaryScreen } from '../../../../renderers/screens/liveClass/LiveClassSummaryScreen.tsx';
import { LiveClassesPreview } from '../../../../renderers/screens/userHome/LiveClassesPreview.tsx';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore, stubServer } from '../renderLearn.tsx';
import {
  at,
  connectedProfiles,
  json,
  LIVE,
  LIVE_CLASS_OFF,
  makeLiveClass,
  MINUTE,
  serverClock,
} from './liveClassFixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUMMARY_PATTERN = '/abhyas-live-class/:id/postsummary';

/** What a term of a description list says. */
const fact = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

const summary = {
  title: 'Algebra revision',
  liveClassAttendedStatus: 'PARTIAL',
  timeSpent: 12 * 60 + 5,
  recordingUrl: 'https://recordings.example.test/lc-1.mp4',
  startsAt: Date.UTC(2026, 5, 5, 10, 30),
  endsAt: Date.UTC(2026, 5, 5, 11, 30),
};

describe('post summary', () => {
  it('says whether the student attended, their time and the recording', async () => {
    const requests = stubServer(at('GET', `${LIVE}/lc-1/summary`, () => json({ data: summary })));
    renderLearn(<LiveClassSummaryScreen />, await bundledBrand('abhyas'), {
      path: '/abhyas-live-class/lc-1/postsummary',
      pattern: SUMMARY_PATTERN,
      store: signedInStore(),
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Class summary: Algebra revision',
    );
    expect(fact('Attendance')).toBe('Attended in part');
    expect(fact('Time in class')).toBe('12 minutes 5 seconds');
    const recording = screen.getByRole('link', { name: /Watch the recording/ });
    expect(recording.getAttribute('href')).toBe(summary.recordingUrl);
    expect(recording.getAttribute('target')).toBe('_blank');
    expect(
      screen
        .getByRole('link', { name: 'See your performance in live classes' })
        .getAttribute('href'),
    ).toBe('/abhyas-live-class/lc-1/postsummary?analysis=performance');
    expect(screen.queryByRole('table')).toBeNull();
    expect(requests[0]?.url.searchParams.get('analysis')).toBeNull();
  });

  it('with analysis=performance, shows the classes held and attended and each class', async () => {
    const requests = stubServer(
      at('GET', `${LIVE}/lc-1/summary`, () =>
        json({
          data: {
            ...summary,
            recordingUrl: null,
            performance: {
              classesHeld: 3,
              classesAttended: 2,
              secondsSpent: 95 * 60 + 30,
              classes: [
                {
                  liveClassId: 'lc-0',
                  title: 'Linear equations',
                  liveClassAttendedStatus: 'ATTENDED',
                  timeSpent: 50 * 60,
                },
                {
                  liveClassId: 'lc-1',
                  title: 'Algebra revision',
                  liveClassAttendedStatus: 'PARTIAL',
                  timeSpent: 12 * 60 + 5,
                },
                {
                  liveClassId: 'lc-2',
                  title: 'Polynomials',
                  liveClassAttendedStatus: 'ABSENT',
                  timeSpent: 0,
                },
              ],
            },
          },
        }),
      ),
    );
    renderLearn(<LiveClassSummaryScreen />, await bundledBrand('abhyas'), {
      path: '/abhyas-live-class/lc-1/postsummary?analysis=performance',
      pattern: SUMMARY_PATTERN,
      store: signedInStore(),
    });
    const section = await screen.findByRole('region', {
      name: 'Your performance in live classes',
    });
    expect(requests[0]?.url.searchParams.get('analysis')).toBe('performance');
    expect(screen.getByText('No recording is available for this class.')).toBeTruthy();
    const totals = within(section)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(totals).toEqual(['3', '2', '95 minutes 30 seconds']);

    const table = within(section).getByRole('table', { name: 'Classes and your attendance' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Linear equations', 'Attended', '50 minutes 0 seconds'],
      ['Algebra revision', 'Attended in part', '12 minutes 5 seconds'],
      ['Polynomials', 'Absent', '0 minutes 0 seconds'],
    ]);
    expect(within(table).getByRole('link', { name: 'Polynomials' }).getAttribute('href')).toBe(
      '/abhyas-live-class/lc-2/postsummary',
    );
  });
});

describe('batches', () => {
  it('lists the student’s batches as course tiles, and one batch’s classes', async () => {
    stubServer(
      serverClock(),
      at('GET', '/api/classroom/v1/student/batches', () =>
        json({
          data: {
            batches: [
              {
                batchId: 'b-1',
                title: 'Maths crash course',
                classId: 'class-9a',
                className: 'Class 9 A',
                subjectCode: 'maths',
                liveClassCount: 4,
                nextStartsAt: null,
              },
            ],
          },
        }),
      ),
      at('GET', '/api/classroom/v1/student/batches/b-1', () =>
        json({
          data: {
            batchId: 'b-1',
            title: 'Maths crash course',
            classId: 'class-9a',
            className: 'Class 9 A',
            subjectCode: 'maths',
            liveClassCount: 1,
            nextStartsAt: null,
            liveClasses: [makeLiveClass({ liveClassId: 'lc-5', title: 'Quadratics' })],
          },
        }),
      ),
    );
    const brand = await bundledBrand('abhyas');
    renderLearn(<BatchesScreen />, brand, {
      path: '/batches',
      pattern: '/batches/:liveClassBatchId?',
      store: signedInStore(),
    });
    const tile = await screen.findByRole('link', { name: 'Maths crash course' });
    expect(tile.getAttribute('href')).toBe('/batches/b-1');
    expect(
      tile.closest('[data-kind]')?.getAttribute('data-kind') ?? tile.getAttribute('data-kind'),
    ).toBe('live_class_course');
    expect(screen.getByText('Class 9 A · 4 classes')).toBeTruthy();
    cleanup();

    renderLearn(<BatchesScreen />, brand, {
      path: '/batches/b-1',
      pattern: '/batches/:liveClassBatchId?',
      store: signedInStore(),
    });
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Maths crash course' })).tagName,
    ).toBe('H1');
    expect(await screen.findByRole('listitem', { name: 'Quadratics' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All batches' }).getAttribute('href')).toBe('/batches');
  });
});

describe('user home’s live classes', () => {
  it('shows the classes on now with Join, then the next ones, and See all', async () => {
    const requests = stubServer(
      at('GET', LIVE, (r) => {
        const category = r.url.searchParams.get('category');
        const found =
          category === 'PRESENT'
            ? [
                makeLiveClass({
                  liveClassId: 'lc-on',
                  title: 'Algebra revision',
                  startsAt: Date.now() - 5 * MINUTE,
                }),
              ]
            : [
                makeLiveClass({ liveClassId: 'lc-a', title: 'Quadratics' }),
                makeLiveClass({ liveClassId: 'lc-b', title: 'Polynomials' }),
                makeLiveClass({ liveClassId: 'lc-c', title: 'Matrices' }),
              ];
        return json({ data: { liveClasses: found, total: found.length + 2 } });
      }),
    );
    renderLearn(<LiveClassesPreview />, await bundledBrand('abhyas'), {
      path: '/user-home',
      store: signedInStore(),
    });
    const items = await screen.findAllByRole('listitem');
    const section = screen.getByRole('region', { name: /^Live classes/ });
    expect(items.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual([
      'Algebra revision',
      'Quadratics',
      'Polynomials',
    ]);
    const [onNow, next] = items;
    if (!onNow || !next) throw new Error('two classes expected');
    expect(within(onNow).getByText('On now')).toBeTruthy();
    expect(within(onNow).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe(
      '/abhyas-live-class/lc-on',
    );
    expect(within(next).queryByRole('link', { name: 'Join' })).toBeNull();
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Live classes 8');
    expect(
      within(section)
        .getByRole('link', { name: /See all/ })
        .getAttribute('href'),
    ).toBe('/user-home/abhyas-live-classes');
    expect(requests.map((r) => r.url.searchParams.get('category'))).toEqual(['PRESENT', 'FUTURE']);
  });

  it('says live classes are not offered when the server has them off, asking once', async () => {
    const requests = stubServer(
      connectedProfiles,
      at('GET', LIVE, () => json(LIVE_CLASS_OFF, 403)),
    );
    renderLearn(<LiveClassesPreview />, await bundledBrand('abhyas'), {
      path: '/user-home',
      store: signedInStore(),
    });
    expect(await screen.findByText('Live classes are not offered to you here yet.')).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(
      new Set(
        requests
          .filter((r) => r.url.pathname === LIVE)
          .map((r) => r.url.searchParams.get('category')),
      ),
    ).toEqual(new Set(['PRESENT']));
  });
});
