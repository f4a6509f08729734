// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransliterationAid } from '../../../../renderers/forms/TransliterationAid.tsx';
import hindi from '../../../../locales/hi.json' with { type: 'json' };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Field({ locale }: { locale: string }) {
  const [text, setText] = useState('');
  return (
    <IntlProvider locale={locale} messages={hindi}>
      <label htmlFor="note">Note</label>
      <input id="note" type="text" value={text} onChange={(e) => setText(e.target.value)} />
      <TransliterationAid inputId="note" />
    </IntlProvider>
  );
}

/** A key press as the browser sends it: the key, then the text it put in the field. */
function typeKey(field: HTMLInputElement, key: string) {
  fireEvent.keyDown(field, { key });
  fireEvent.input(field, { target: { value: field.value + key } });
}

function typeWord(field: HTMLInputElement, word: string) {
  for (const key of word) typeKey(field, key);
}

const field = () => screen.getByLabelText<HTMLInputElement>('Note');

describe('transliteration aid', () => {
  it('offers candidates as a listbox and lets the arrows and Enter pick one', async () => {
    render(<Field locale="hi-IN-u-nu-latn" />);
    await waitFor(() => expect(field().getAttribute('role')).toBe('combobox'));
    expect(field().getAttribute('aria-expanded')).toBe('false');
    typeWord(field(), 'namaste');
    const list = await screen.findByRole('listbox');
    const options = screen.getAllByRole('option');
    expect(options[0]?.textContent).toBe('नमस्ते');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(field().getAttribute('aria-controls')).toBe(list.id);
    expect(field().getAttribute('aria-activedescendant')).toBeNull();

    // Enter with nothing highlighted is the student's own Enter: nothing is replaced.
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    await waitFor(() => expect(field().getAttribute('aria-activedescendant')).toBe(options[0]?.id));
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    await waitFor(() =>
      expect(field().getAttribute('aria-activedescendant')).toBe(options.at(-1)?.id),
    );
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(field().value).toBe('नमस्ते'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(field());
  });

  it('closes on Escape, after a key that is not a character, and never replaces by itself', async () => {
    render(<Field locale="hi-IN-u-nu-latn" />);
    await waitFor(() => expect(field().getAttribute('role')).toBe('combobox'));
    typeWord(field(), 'ghar');
    await screen.findByRole('listbox');
    fireEvent.keyDown(field(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(field().value).toBe('ghar');

    typeKey(field(), 'a');
    await screen.findByRole('listbox');
    // A space ends the word: English can be typed.
    typeKey(field(), ' ');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(field().value).toBe('ghara ');
  });

  it('picks with a click and keeps the focus in the field', async () => {
    render(<Field locale="ta-IN-u-nu-latn" />);
    await waitFor(() => expect(field().getAttribute('role')).toBe('combobox'));
    act(() => field().focus());
    typeWord(field(), 'vanakkam');
    fireEvent.click(await screen.findByRole('option', { name: 'வணக்கம்' }));
    await waitFor(() => expect(field().value).toBe('வணக்கம்'));
    expect(document.activeElement).toBe(field());
  });

  it('stays out of the way in English', async () => {
    render(<Field locale="en-IN-u-nu-latn" />);
    typeWord(field(), 'namaste');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field().getAttribute('role')).toBeNull();
  });
});
