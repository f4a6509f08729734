// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { ProfileForm } from '../../../../renderers/forms/ProfileForm.tsx';
import type { ExamEntry } from '../../../../runtime/api/useExamList.ts';
import type { Locale } from '../../../../domain/rules/locales.ts';

afterEach(cleanup);

const English = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={en}>
    {children}
  </IntlProvider>
);

function exam(code: string, name: string, languages: Locale[]): ExamEntry {
  return {
    code,
    parent_code: 'PreUG',
    parent_name: 'PreUG',
    parent_display_name: 'Entrance exams',
    name,
    slug: code,
    grade: null,
    format_reference: `PreUG--${code}`,
    learnpath_name: `PreUG--${code}`,
    type: 'exam',
    has_content: true,
    languages,
  };
}

const EXAMS = [
  exam('cbse-class-10', 'CBSE Class 10', ['en', 'hi']),
  exam('jee-main', 'JEE Main', ['en', 'hi', 'ta']),
];

function renderForm(initial: { name?: string; exam?: string; locale?: Locale }) {
  const onSubmit = vi.fn();
  render(
    <ProfileForm
      id="profile"
      exams={EXAMS}
      languages={['en', 'hi', 'ta']}
      withVideoQuality={false}
      initial={initial}
      submitLabel="Done"
      onSubmit={onSubmit}
    />,
    { wrapper: English },
  );
  return onSubmit;
}

const option = (name: string) => screen.getByRole<HTMLOptionElement>('option', { name });
const done = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Done' });
const select = (name: RegExp) => screen.getByRole<HTMLSelectElement>('combobox', { name });
/** rjsf's select values are option indices; pick by the option a student reads. */
const choose = (field: RegExp, name: string) =>
  fireEvent.change(select(field), { target: { value: option(name).value } });

describe('ProfileForm languages', () => {
  it('starts a Tamil student on an exam studied in Tamil', () => {
    renderForm({ locale: 'ta' });
    expect(select(/exam/i).selectedOptions[0]?.textContent).toBe('Entrance exams — JEE Main');
    expect(done().disabled).toBe(false);
  });

  it('offers only the chosen exam’s languages, and keeps Done disabled until one is chosen', () => {
    renderForm({ name: 'Asha', exam: 'cbse-class-10', locale: 'ta' });
    expect(option('தமிழ்').disabled).toBe(true);
    expect(option('हिन्दी').disabled).toBe(false);
    expect(done().disabled).toBe(true);
    expect(
      screen.getByText(
        'CBSE Class 10 is studied in English and हिन्दी. Choose one of these languages.',
      ),
    ).toBeTruthy();

    choose(/language/i, 'हिन्दी');
    expect(done().disabled).toBe(false);
    expect(screen.queryByText(/is studied in/)).toBeNull();
  });

  it('lets a language back in when the exam changes to one studied in it', () => {
    renderForm({ name: 'Asha', exam: 'cbse-class-10', locale: 'ta' });
    choose(/exam/i, 'Entrance exams — JEE Main');
    expect(option('தமிழ்').disabled).toBe(false);
    expect(done().disabled).toBe(false);
  });
});
