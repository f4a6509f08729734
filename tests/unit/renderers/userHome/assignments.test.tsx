// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBrands } from '../../../../cli/brands/loadBrands.ts';
import type { Assignment } from '../../../../domain/contracts/assignments.ts';
import type { Tile } from '../../../../domain/contracts/content.ts';
import { ShelfBlock } from '../../../../renderers/blocks/ShelfBlock.tsx';
import { AssignmentsPreview } from '../../../../renderers/screens/userHome/AssignmentsPreview.tsx';
import { AssignmentsScreen } from '../../../../renderers/screens/userHome/AssignmentsScreen.tsx';
import { relativeDue } from '../../../../renderers/screens/userHome/assignmentFilters.ts';
import { bundledBrand } from '../renderWithShell.tsx';
import { makeTile, renderLearn, signedInStore } from '../renderLearn.tsx';
import { ok, on, stubServices } from '../stubServices.ts';

// 10:00 in India on 10 June 2026.
const NOW = Date.UTC(2026, 5, 10, 4, 30);
const DAY = 24 * 60 * 60 * 1000;
const LIST = '/api/classroom/v1/student/assignments';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const work = (overrides: Partial<Assignment> & Pick<Assignment, 'assignmentId'>): Assignment => ({
  classId: 'class-1',
  className: 'Physics 11 B',
  schoolId: '15',
  kind: 'lesson',
  type: 'vidya',
  contentRef: 'projectile-motion',
  title: `Work ${overrides.assignmentId}`,
  note: null,
  dueDate: NOW + 3 * DAY,
  assignedDate: NOW - DAY,
  completedDate: null,
  status: 'not_started',
  progressPercent: 0,
  href: `/video/summary/projectile-motion?homework_id=${overrides.assignmentId}`,
  ...overrides,
});

const LATE = work({
  assignmentId: 'a1',
  title: 'Projectile motion',
  status: 'overdue',
  dueDate: NOW - 2 * DAY,
});
const BOOK = work({
  assignmentId: 'a2',
  title: 'Physics part 1',
  kind: 'book',
  type: 'Book',
  status: 'in_progress',
  progressPercent: 40,
});
const CHAPTER = work({ assignmentId: 'a3', title: 'Kinematics', kind: 'chapter', type: 'Chapter' });
const PRACTICE = work({
  assignmentId: 'a4',
  title: 'Practise kinematics',
  kind: 'practice',
  type: 'Chapter',
});
const TEST = work({
  assignmentId: 'a5',
  title: 'Unit test 1',
  kind: 'test',
  type: 'Custom',
  status: 'done',
  progressPercent: 100,
  completedDate: NOW - DAY,
});
const ALL = [LATE, BOOK, CHAPTER, PRACTICE, TEST];

async function renderList(path: string, brand = 'vidya') {
  renderLearn(<AssignmentsScreen />, await bundledBrand(brand), {
    path,
    pattern: '/user-home/assignment/:assignmentId?',
    store: signedInStore(),
  });
}

const titles = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('assignment-card'))
    .map((item) => within(item).getByRole('heading').textContent);

describe('assignment list', () => {
  it('says each status in words beside its icon, with when it is due', async () => {
    stubServices(on('GET', LIST, ok({ data: { assignments: ALL } })));
    await renderList('/user-home/assignment');
    const late = await screen.findByRole('listitem', { name: 'Projectile motion' });
    expect(within(late).getByText('Overdue')).toBeTruthy();
    expect(
      within(late).getByText('Overdue').closest('.assignment-status')?.querySelector('svg'),
    ).toBeTruthy();
    expect(within(late).getByText(/Due 8 Jun, 10:00\sam \(2 days ago\)/)).toBeTruthy();
    expect(within(late).getByRole('link', { name: 'Start' }).getAttribute('href')).toBe(
      '/video/summary/projectile-motion?homework_id=a1',
    );

    const book = screen.getByRole('listitem', { name: 'Physics part 1' });
    expect(within(book).getByText('In progress')).toBeTruthy();
    expect(within(book).getByText(/\(in 3 days\)/)).toBeTruthy();
    expect(within(book).getByRole('link', { name: 'Continue' })).toBeTruthy();

    expect(
      within(screen.getByRole('listitem', { name: 'Kinematics' })).getByText('To do'),
    ).toBeTruthy();
    const test = screen.getByRole('listitem', { name: 'Unit test 1' });
    expect(within(test).getByText('Done')).toBeTruthy();
    expect(within(test).getByText(/Done 9 Jun/)).toBeTruthy();
    expect(within(test).getByRole('link', { name: 'Open again' })).toBeTruthy();
  });

  it.each([
    ['Book', 'Books (1)', ['Physics part 1']],
    ['Chapter', 'Chapters (2)', ['Kinematics', 'Practise kinematics']],
    ['vidya', 'Lessons (1)', ['Projectile motion']],
    ['Custom', 'Tests (1)', ['Unit test 1']],
    ['custom', 'Tests (1)', ['Unit test 1']],
    ['Nonsense', 'All (5)', ALL.map((a) => a.title)],
  ])('filters by the query’s type %s', async (type, current, shown) => {
    const requests = stubServices(on('GET', LIST, ok({ data: { assignments: ALL } })));
    await renderList(`/user-home/assignment?type=${type}`);
    await screen.findAllByRole('heading', { level: 2 });
    expect(titles()).toEqual(shown);
    const filters = screen.getByRole('navigation', { name: 'Kind of work' });
    expect(within(filters).getByRole('link', { current: 'page' }).textContent).toBe(current);
    expect(within(filters).getByRole('link', { name: 'Lessons (1)' }).getAttribute('href')).toBe(
      '/user-home/assignment?type=vidya',
    );
    // One call for every filter: switching asks nothing again.
    expect(requests).toHaveLength(1);
  });

  it('says when a filter keeps nothing, and leads back to all', async () => {
    stubServices(on('GET', LIST, ok({ data: { assignments: [LATE] } })));
    await renderList('/user-home/assignment?type=Book');
    expect(await screen.findByText('Nothing of this kind is assigned to you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all assignments' }).getAttribute('href')).toBe(
      '/user-home/assignment',
    );
  });

  it('with nothing assigned, offers to invite a parent where the brand allows it', async () => {
    stubServices(on('GET', LIST, ok({ data: { assignments: [] } })));
    await renderList('/user-home/assignment', 'abhyas');
    expect(await screen.findByText(/Nothing has been assigned to you yet/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Invite a parent' })).toBeTruthy();
  });

  it('with nothing assigned on an institute, says so plainly', async () => {
    stubServices(on('GET', LIST, ok({ data: { assignments: [] } })));
    await renderList('/user-home/assignment', 'vidya');
    expect(await screen.findByText(/Nothing has been assigned to you yet/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Invite a parent' })).toBeNull();
  });
});

describe('assignment page', () => {
  it('says what, which class, when due, the status and progress, and leads to the work', async () => {
    stubServices(
      on('GET', `${LIST}/a2`, ok({ data: { ...BOOK, note: 'Read chapters 1 and 2.' } })),
    );
    await renderList('/user-home/assignment/a2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Physics part 1' })).toBeTruthy();
    const facts = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;
    expect(facts('What')).toBe('Book');
    expect(facts('Class')).toBe('Physics 11 B');
    expect(facts('Due')).toMatch(/13 Jun, 10:00\sam \(in 3 days\)/);
    expect(facts('Status')).toBe('In progress');
    expect(facts('Progress')).toBe('40%');
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('value')).toBe('40');
    expect(screen.getByText('Read chapters 1 and 2.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(BOOK.href);
  });

  it('says an assignment not meant for the student is not there', async () => {
    stubServices(
      on('GET', `${LIST}/zz`, {
        status: 404,
        body: { code: 'ASSIGNMENT_NOT_FOUND', message: 'No such assignment' },
      }),
    );
    await renderList('/user-home/assignment/zz');
    expect(
      await screen.findByText('This assignment is not for you, or your teacher withdrew it.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All assignments' })).toBeTruthy();
  });
});

describe('user home: assignments section', () => {
  const tile = (id: string, extra: Partial<Tile>) =>
    makeTile({ id, tileType: 'assignments', tileName: `Tile ${id}`, ...extra });

  it('shows the open assignments as tiles with their due date and status', async () => {
    stubServices(
      on(
        'GET',
        '/api/content/shelf/assignments',
        ok({
          data: {
            tiles: [
              tile('a1', { dueDate: NOW - 2 * DAY, schoolAssignmentTag: 'overdue' }),
              tile('a2', { dueDate: NOW + 3 * DAY, schoolAssignmentTag: 'in_progress' }),
              tile('a5', {
                dueDate: NOW - 3 * DAY,
                completedDate: NOW - DAY,
                schoolAssignmentTag: 'done',
              }),
            ],
          },
        }),
      ),
    );
    renderLearn(<AssignmentsPreview />, await bundledBrand('vidya'), { store: signedInStore() });
    const section = await screen.findByRole('region', { name: 'Assignments 2' });
    const first = await within(section).findByRole('link', { name: 'Tile a1' });
    expect(first.getAttribute('href')).toBe('/user-home/assignment/a1');
    expect(await within(first).findByText('Overdue')).toBeTruthy();
    expect(within(first).getByText('Due 8 Jun 2026')).toBeTruthy();
    expect(within(section).queryByRole('link', { name: 'Tile a5' })).toBeNull();
    expect(
      within(section)
        .getByRole('link', { name: /^See all/ })
        .getAttribute('href'),
    ).toBe('/user-home/assignment');
  });

  it('says all is done when nothing is open', async () => {
    stubServices(
      on(
        'GET',
        '/api/content/shelf/assignments',
        ok({ data: { tiles: [tile('a5', { completedDate: NOW, schoolAssignmentTag: 'done' })] } }),
      ),
    );
    renderLearn(<AssignmentsPreview />, await bundledBrand('vidya'), { store: signedInStore() });
    expect(await screen.findByText(/You have done everything assigned to you/)).toBeTruthy();
  });

  it('with nothing assigned, leads to joining a class on a brand with classrooms', async () => {
    stubServices(on('GET', '/api/content/shelf/assignments', ok({ data: { tiles: [] } })));
    renderLearn(<AssignmentsPreview />, await bundledBrand('abhyas'), { store: signedInStore() });
    const join = await screen.findByRole('link', { name: 'Join a class' });
    expect(join.getAttribute('href')).toBe('/my-classrooms');
  });
});

describe('relative due time', () => {
  it('reads in the largest whole unit, before and after', () => {
    expect(relativeDue(NOW + 3 * DAY, NOW)).toEqual({ value: 3, unit: 'day' });
    expect(relativeDue(NOW - 2 * DAY, NOW)).toEqual({ value: -2, unit: 'day' });
    expect(relativeDue(NOW + 5 * 60 * 60 * 1000, NOW)).toEqual({ value: 5, unit: 'hour' });
    expect(relativeDue(NOW + 20 * 60 * 1000, NOW)).toEqual({ value: 20, unit: 'minute' });
  });
});

describe('learn home of the institutes', () => {
  it('shows the assignments shelf’s tiles with their status, and hides the shelf when empty', async () => {
    let tiles: Tile[] = [
      makeTile({
        id: 'a1',
        tileType: 'assignments',
        tileName: 'Kinematics',
        dueDate: NOW + 3 * DAY,
        schoolAssignmentTag: 'not_started',
      }),
    ];
    stubServices((r) =>
      r.url.pathname === '/api/content/shelf/assignments' ? ok({ data: { tiles } }) : undefined,
    );
    const block = {
      type: 'shelf',
      id: 'assignments',
      title: 'page.shelf.assignments',
      tile: 'assignments',
      source: 'assignments',
    } as const;
    const brand = await bundledBrand('vidya');
    renderLearn(
      <ShelfBlock block={block} module="learn" documentPath="pages/learn-home.json#/blocks/1" />,
      brand,
      { store: signedInStore() },
    );
    const shelf = await screen.findByRole('region', { name: 'Your assignments' });
    const link = await within(shelf).findByRole('link', { name: 'Kinematics' });
    expect(await within(link).findByText('To do')).toBeTruthy();
    expect(within(link).getByText('Due 13 Jun 2026')).toBeTruthy();
    // The status describes the tile to a screen reader.
    const described = link.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.some((id) => document.getElementById(id)?.textContent.includes('To do'))).toBe(
      true,
    );
    cleanup();

    tiles = [];
    const empty = renderLearn(
      <ShelfBlock block={block} module="learn" documentPath="pages/learn-home.json#/blocks/1" />,
      brand,
      { store: signedInStore() },
    );
    await waitFor(() =>
      expect(empty.container.querySelector('.shelf .shelf-hidden')).not.toBeNull(),
    );
    expect(empty.container.querySelector('.shelf-empty')).toBeNull();
  });

  it('has the assignments and school-tests shelves on vidya, gurukul and pragati only', async () => {
    const { brands } = await loadBrands();
    const sources = (id: string) =>
      (brands.find((b) => b.id === id)?.docs.pages['learn-home']?.blocks ?? []).map((b) =>
        'source' in b ? b.source : b.type,
      );
    for (const id of ['vidya', 'gurukul', 'pragati']) {
      expect(sources(id)).toEqual(expect.arrayContaining(['assignments', 'schoolTests']));
    }
    for (const id of ['abhyas', 'abhyas-home', 'homework']) {
      expect(sources(id)).not.toContain('assignments');
      expect(sources(id)).not.toContain('schoolTests');
    }
  });
});
