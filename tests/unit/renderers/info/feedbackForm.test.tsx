// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_HEADERS } from '../../../../domain/contracts/authHeaders.ts';
import { STORAGE_KEYS } from '../../../../runtime/api/tokenStore.ts';
import { signedInStore } from '../renderLearn.tsx';
import { bundledBrand } from '../renderWithShell.tsx';
import { on, requestsTo, stubServices } from '../stubServices.ts';
import { renderInfoPage } from './renderInfoPage.tsx';

const FEEDBACK = '/api/helpdesk/feedback';
const MESSAGE = 'The answer to question 4 of the kinematics practice looks wrong.';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openForm(page = 'contact-us', locale = 'en') {
  renderInfoPage(page, await bundledBrand('abhyas'), { locale, path: '/in-en/contactus' });
  return screen.findByRole('button', { name: locale === 'hi' ? 'राय भेजें' : 'Send feedback' });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the feedback form', () => {
  it('sends a visitor’s message with the page, the language and the address for the reply', async () => {
    const requests = stubServices(
      on('POST', FEEDBACK, { status: 201, body: { data: { id: 'f-1' } } }),
    );
    const send = await openForm();
    fireEvent.change(screen.getByLabelText('What is it about?'), { target: { value: 'content' } });
    type('Your message', `  ${MESSAGE}  `);
    type('Your e-mail address, if you would like a reply', 'Asha@Example.in');
    fireEvent.click(send);
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toBe('Thank you! Your message has reached the Abhyas team.');
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    const [request] = requestsTo(requests, 'POST', FEEDBACK);
    expect(request?.body).toEqual({
      category: 'content',
      message: MESSAGE,
      email: 'asha@example.in',
      page: '/in-en/contactus',
      locale: 'en',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your message').value).toBe('');
  });

  it('points at the fields to fix, in Hindi too, and sends nothing', async () => {
    const requests = stubServices();
    const send = await openForm('contact-us', 'hi');
    type('आपका संदेश', 'छोटा');
    type('आपका ई-मेल पता, अगर आप जवाब चाहते हैं', 'not-an-address');
    fireEvent.click(send);
    const message = screen.getByLabelText('आपका संदेश');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(message);
    expect(message.getAttribute('aria-describedby')).toContain('-message-error');
    expect(screen.getByText('कृपया कम से कम 10 और ज़्यादा से ज़्यादा 2000 अक्षर लिखें।')).toBeTruthy();
    expect(screen.getByText('name@example.com जैसा ई-मेल पता डालें, या इसे खाली छोड़ दें।')).toBeTruthy();
    expect(requestsTo(requests, 'POST', FEEDBACK)).toHaveLength(0);
  });

  it('says when too many messages were sent, and keeps what was written', async () => {
    stubServices(
      on('POST', FEEDBACK, { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many' } }),
    );
    const send = await openForm();
    type('Your message', MESSAGE);
    fireEvent.click(send);
    expect(
      await screen.findByText(
        'You have sent several messages in a short time. Please try again later.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your message').value).toBe(MESSAGE);
  });

  it('asks a signed-in parent for no address and sends the account’s token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'root-token');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-token');
    const headers: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        headers.push(new Headers(init?.headers));
        return Promise.resolve(Response.json({ data: { id: 'f-2' } }, { status: 201 }));
      }),
    );
    renderInfoPage('feedback', await bundledBrand('abhyas'), {
      path: '/feedback',
      store: signedInStore(),
    });
    const form = await screen.findByRole('region', { name: 'Your feedback' });
    expect(
      within(form).queryByLabelText('Your e-mail address, if you would like a reply'),
    ).toBeNull();
    type('Your message', MESSAGE);
    fireEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    await screen.findByRole('status');
    expect(headers[0]?.get(AUTH_HEADERS.token)).toBe('root-token');
  });
});
