import { DEFAULT_LOCALE, isLocale, SUPPORTED_LOCALES, type Locale } from '../rules/locales.ts';
import {
  isEmail,
  isMobile,
  isName,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  stripMobilePrefix,
} from '../rules/patterns.ts';

/** The columns a roster may have; a header naming any other is refused (a typo loses a column). */
export const ROSTER_COLUMNS = [
  'mobile',
  'email',
  'first_name',
  'last_name',
  'primary_exam',
  'class',
  'locale',
] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

/** Columns every roster has; of mobile and email at least one. */
export const ROSTER_REQUIRED_COLUMNS = ['first_name', 'primary_exam'] as const;

/** Mail servers refuse longer addresses (RFC 5321); the sign-in form's bound. */
export const EMAIL_MAX_LENGTH = 254;

export type RosterRecord = Partial<Record<RosterColumn, string>>;

/** One student as the institute enrols them: who signs in, and the child profile made for them. */
export interface RosterStudent {
  mobile?: string;
  /** In lower case, as accounts keep it. */
  email?: string;
  firstName: string;
  lastName: string;
  exam: string;
  locale: Locale;
  /** A class name or id to enrol the student in. */
  classRef?: string;
}

/** Why a row was refused, naming its first wrong field. */
export interface RosterRefusal {
  field: RosterColumn;
  message: string;
}

/** Spreadsheets write numbers with spaces, dashes or +91; the account keeps the bare 10 digits. */
function bareMobile(value: string): string {
  return stripMobilePrefix(value.replace(/[\s-]/g, ''));
}

/**
 * One roster row checked with the rules the sign-up and profile forms use (mobile, e-mail, names,
 * the exam list, languages): the student it enrols, or the first field that is wrong.
 */
export function checkRosterStudent(
  record: RosterRecord,
  exams: readonly string[],
): RosterStudent | RosterRefusal {
  const value = (column: RosterColumn) => (record[column] ?? '').trim();
  const refuse = (field: RosterColumn, message: string): RosterRefusal => ({
    field,
    message: `${field} "${value(field)}" ${message}`,
  });
  const mobile = bareMobile(value('mobile'));
  const email = value('email').toLowerCase();
  if (mobile === '' && email === '')
    return { field: 'mobile', message: 'mobile and email are both empty: give one' };
  if (mobile !== '' && !isMobile(mobile))
    return refuse('mobile', 'is not a 10-digit mobile starting 6-9');
  if (email !== '' && (!isEmail(email) || email.length > EMAIL_MAX_LENGTH))
    return refuse('email', 'is not an e-mail address');
  const firstName = value('first_name');
  if (!isName(firstName))
    return refuse(
      'first_name',
      `is not a name: at least ${String(NAME_MIN_LENGTH)} letters; letters, spaces and dots only`,
    );
  const lastName = value('last_name');
  if (lastName.length > NAME_MAX_LENGTH)
    return refuse('last_name', `is longer than ${String(NAME_MAX_LENGTH)} characters`);
  const exam = value('primary_exam');
  if (!exams.includes(exam))
    return refuse('primary_exam', `is not an exam of the content pack (${exams.join(', ')})`);
  const locale = value('locale') || DEFAULT_LOCALE;
  if (!isLocale(locale))
    return refuse('locale', `is not a language of the platform (${SUPPORTED_LOCALES.join(', ')})`);
  const classRef = value('class');
  return {
    ...(mobile !== '' && { mobile }),
    ...(email !== '' && { email }),
    firstName,
    lastName,
    exam,
    locale,
    ...(classRef !== '' && { classRef }),
  };
}

export function isRosterRefusal(checked: RosterStudent | RosterRefusal): checked is RosterRefusal {
  return 'field' in checked;
}
