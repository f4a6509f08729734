// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Classroom } from '../../../../domain/contracts/classroom.ts';
import { MyClassroomsScreen } from '../../../../renderers/screens/classroom/MyClassroomsScreen.tsx';
import { bundledBrand } from '../renderWithShell.tsx';
import { renderLearn, signedInStore } from '../renderLearn.tsx';
import { ok, on, requestsTo, stubServices, type Reply } from '../stubServices.ts';

/** The screen's line saying what was just done (joined, left). */
function doneStatus(): HTMLElement {
  const line = screen.getAllByRole('status').find((el) => el.classList.contains('classroom-done'));
  if (!line) throw new Error('no status line of what was done');
  return line;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BASE = '/api/classroom/v1';
const CLASSES = `${BASE}/student/classes`;
const JOIN = `${BASE}/student/join-classroom`;
const LEAVE = `${BASE}/student/leave-classroom`;
const validatePath = (code: string) => `${BASE}/validate-invite-code/${code}`;

const classroom = (n: number, name = `Class ${String(n).padStart(2, '0')}`): Classroom => ({
  testAppStudentId: 'child-1',
  className: name,
  rootOrgId: '15',
  instituteLogo: '/vidya/mark.svg',
  instituteName: 'Vidya Institute',
  classId: `class-${n}`,
  testAppAccountId: 'parent-1',
  orgSubjectAssociations: ['physics'],
  status: 'ACTIVE',
});

const page = (classes: Classroom[], total = classes.length, pageNumber = 1): Reply =>
  ok({ data: { classes, pageNumber, pageSize: 10, total } });

const refusal = (status: number, code: string): Reply => ({
  status,
  body: { code, message: code },
});

const invite = {
  data: {
    classId: 'class-9',
    className: 'Physics 11 B',
    instituteName: 'Vidya Institute',
    instituteLogo: '/vidya/mark.svg',
    expiresAt: Date.UTC(2026, 6, 5, 6, 0),
  },
};

async function renderScreen() {
  renderLearn(<MyClassroomsScreen />, await bundledBrand('vidya'), {
    path: '/my-classrooms',
    store: signedInStore(),
  });
  return screen.findByRole('heading', { level: 1, name: 'My classrooms' });
}

function typeCode(code: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Invite code' }), {
    target: { value: code },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
}

describe('my classrooms: the list', () => {
  it('lists classes a page of 10 at a time, with "Show more" while there are more', async () => {
    const first = Array.from({ length: 10 }, (_, i) => classroom(i + 1));
    const requests = stubServices((r) => {
      if (r.method !== 'POST' || r.url.pathname !== CLASSES) return undefined;
      const { pageNumber } = r.body as { pageNumber: number };
      return pageNumber === 1 ? page(first, 12) : page([classroom(11), classroom(12)], 12, 2);
    });
    await renderScreen();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const card = within(list).getByRole('listitem', { name: 'Class 01' });
    expect(within(card).getByText('Vidya Institute')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const eleventh = await screen.findByRole('listitem', { name: 'Class 11' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    // Focus goes to the first class of the page that came.
    expect(document.activeElement).toBe(eleventh);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    const asked = requestsTo(requests, 'POST', CLASSES).map((r) => r.body);
    expect(asked).toContainEqual(expect.objectContaining({ pageNumber: 2, pageSize: 10 }));
  });

  it('says so when the student is in no class', async () => {
    stubServices(on('POST', CLASSES, page([])));
    await renderScreen();
    expect(await screen.findByText(/You are not in any class yet/)).toBeTruthy();
  });
});

describe('my classrooms: joining', () => {
  it('checks the code in any case and without the dash, shows the class, then joins it', async () => {
    let joined = false;
    const requests = stubServices(
      (r) =>
        r.method === 'POST' && r.url.pathname === CLASSES
          ? page(joined ? [classroom(9, 'Physics 11 B')] : [])
          : undefined,
      on('GET', validatePath('ABCDEFGH'), ok(invite)),
      (r) => {
        if (r.method !== 'POST' || r.url.pathname !== JOIN) return undefined;
        joined = true;
        return ok({ data: classroom(9, 'Physics 11 B') });
      },
    );
    await renderScreen();
    await screen.findByText(/You are not in any class yet/);
    typeCode(' abcd-efgh ');

    const confirm = await screen.findByRole('heading', { name: 'Is this your class?' });
    expect(document.activeElement).toBe(confirm);
    expect(screen.getByText('Physics 11 B')).toBeTruthy();
    expect(screen.getByText('Vidya Institute')).toBeTruthy();
    expect(screen.getByText('This invite code works until 5 Jul 2026.')).toBeTruthy();
    // The names the institute will see start as the profile's.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'First name' }).value).toBe(
      'Ravi',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Last name' }).value).toBe('Rao');

    fireEvent.click(screen.getByRole('button', { name: 'Join class' }));
    // The names are their own spans (tagged with their language), so the sentence is the status's text.
    await waitFor(() =>
      expect(doneStatus().textContent).toBe('You joined Physics 11 B at Vidya Institute.'),
    );
    expect(await screen.findByRole('listitem', { name: 'Physics 11 B' })).toBeTruthy();
    const sent = requestsTo(requests, 'POST', JOIN)[0]?.body;
    expect(sent).toMatchObject({
      inviteCode: 'ABCDEFGH',
      classId: 'class-9',
      firstName: 'Ravi',
      lastName: 'Rao',
    });
    // Back to an empty code field for the next class.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Invite code' }).value).toBe('');
  });

  it('refuses a code of the wrong shape without asking the server', async () => {
    const requests = stubServices(on('POST', CLASSES, page([])));
    await renderScreen();
    typeCode('ABC-12');
    expect(await screen.findByText(/An invite code has 8 letters and digits/)).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Invite code' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((r) => r.url.pathname.includes('validate-invite-code'))).toBe(false);
  });

  it.each([
    [404, 'INVITE_CODE_INVALID', 'This invite code is not right. Check it with your teacher.'],
    [410, 'INVITE_CODE_EXPIRED', 'This invite code has expired. Ask your teacher for a new one.'],
    [410, 'INVITE_CODE_REVOKED', 'This invite code was withdrawn. Ask your teacher for a new one.'],
    [429, 'RATE_LIMITED', 'Too many tries. Wait a few minutes, then try again.'],
  ])('says in words why a code is refused (%i %s)', async (status, code, words) => {
    stubServices(
      on('POST', CLASSES, page([])),
      on('GET', validatePath('ABCDEFGH'), refusal(status, code)),
    );
    await renderScreen();
    typeCode('ABCD-EFGH');
    const alert = await screen.findByText(words);
    const field = screen.getByRole('textbox', { name: 'Invite code' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect(screen.queryByRole('heading', { name: 'Is this your class?' })).toBeNull();
  });

  it('says the network is down when no answer comes', async () => {
    stubServices(on('POST', CLASSES, page([])));
    await renderScreen();
    typeCode('ABCD-EFGH');
    expect(await screen.findByText(/You seem to be offline/)).toBeTruthy();
  });

  it('sends the student back to the code when it expired between the check and the join', async () => {
    stubServices(
      on('POST', CLASSES, page([])),
      on('GET', validatePath('ABCDEFGH'), ok(invite)),
      on('POST', JOIN, refusal(410, 'INVITE_CODE_EXPIRED')),
    );
    await renderScreen();
    typeCode('ABCDEFGH');
    await screen.findByRole('heading', { name: 'Is this your class?' });
    fireEvent.click(screen.getByRole('button', { name: 'Join class' }));
    expect(
      await screen.findByText('This invite code has expired. Ask your teacher for a new one.'),
    ).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Invite code' });
    expect(document.activeElement).toBe(field);
  });

  it('asks for a first name of at least 3 letters before joining', async () => {
    const requests = stubServices(
      on('POST', CLASSES, page([])),
      on('GET', validatePath('ABCDEFGH'), ok(invite)),
    );
    await renderScreen();
    typeCode('ABCDEFGH');
    await screen.findByRole('heading', { name: 'Is this your class?' });
    const first = screen.getByRole('textbox', { name: 'First name' });
    fireEvent.change(first, { target: { value: 'R' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join class' }));
    expect(await screen.findByText('Enter your first name: at least 3 letters.')).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(requests, 'POST', JOIN)).toHaveLength(0);
  });
});

describe('my classrooms: leaving', () => {
  it('asks first; Escape and "Stay in class" keep the class', async () => {
    const requests = stubServices(on('POST', CLASSES, page([classroom(1, 'Maths 10 A')])));
    await renderScreen();
    const card = await screen.findByRole('listitem', { name: 'Maths 10 A' });
    const leave = within(card).getByRole('button', { name: 'Leave Maths 10 A' });
    leave.focus();
    fireEvent.click(leave);

    const dialog = screen.getByRole('dialog', { name: 'Leave Maths 10 A?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(leave);

    fireEvent.click(leave);
    fireEvent.click(screen.getByRole('button', { name: 'Stay in class' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(requests, 'PUT', LEAVE)).toHaveLength(0);
    expect(screen.getByRole('listitem', { name: 'Maths 10 A' })).toBeTruthy();
  });

  it('leaves once the server agrees, says so and moves focus to the list', async () => {
    let left = false;
    let attempts = 0;
    const requests = stubServices(
      (r) =>
        r.method === 'POST' && r.url.pathname === CLASSES
          ? page(
              left
                ? [classroom(2, 'Science 10 A')]
                : [classroom(1, 'Maths 10 A'), classroom(2, 'Science 10 A')],
            )
          : undefined,
      (r) => {
        if (r.method !== 'PUT' || r.url.pathname !== LEAVE) return undefined;
        attempts += 1;
        if (attempts === 1) return refusal(500, 'INTERNAL');
        left = true;
        return ok({ data: { left: ['class-1'] } });
      },
    );
    await renderScreen();
    const card = await screen.findByRole('listitem', { name: 'Maths 10 A' });
    fireEvent.click(within(card).getByRole('button', { name: 'Leave Maths 10 A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave class' }));
    // A failure keeps the dialog and the class, and says so.
    expect(
      await screen.findByText('You could not leave the class. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Maths 10 A' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Leave class' }));
    await waitFor(() => expect(doneStatus().textContent).toBe('You left Maths 10 A.'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('listitem', { name: 'Maths 10 A' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Science 10 A' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your classes' }));
    expect(requestsTo(requests, 'PUT', LEAVE).at(-1)?.body).toEqual({ classIdList: ['class-1'] });
    await waitFor(() =>
      expect(requestsTo(requests, 'POST', CLASSES).length).toBeGreaterThanOrEqual(2),
    );
  });
});
