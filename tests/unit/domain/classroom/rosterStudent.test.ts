import { describe, expect, it } from 'vitest';
import { checkRosterStudent } from '../../../../domain/classroom/rosterStudent.ts';

const EXAMS = ['jee-main', 'neet-ug'];
const row = { first_name: 'Riya', primary_exam: 'jee-main' };

describe('a roster row', () => {
  it('keeps the bare ten digits of a mobile written with +91, spaces or dashes', () => {
    expect(checkRosterStudent({ ...row, mobile: '+91 98765-43210' }, EXAMS)).toEqual({
      mobile: '9876543210',
      firstName: 'Riya',
      lastName: '',
      exam: 'jee-main',
      locale: 'en',
    });
  });

  it('keeps an e-mail in lower case, the names trimmed, a language and a class', () => {
    expect(
      checkRosterStudent(
        {
          email: ' Riya.Sen@Example.ORG ',
          first_name: ' अर्जुन ',
          last_name: ' Sen ',
          primary_exam: 'neet-ug',
          locale: 'hi',
          class: 'Evening batch',
        },
        EXAMS,
      ),
    ).toEqual({
      email: 'riya.sen@example.org',
      firstName: 'अर्जुन',
      lastName: 'Sen',
      exam: 'neet-ug',
      locale: 'hi',
      classRef: 'Evening batch',
    });
  });

  it.each([
    [
      { mobile: '5876543210' },
      'mobile',
      'mobile "5876543210" is not a 10-digit mobile starting 6-9',
    ],
    [{}, 'mobile', 'mobile and email are both empty: give one'],
    [{ email: 'riya@example' }, 'email', 'email "riya@example" is not an e-mail address'],
    [
      { mobile: '9876543210', first_name: 'R.' },
      'first_name',
      'first_name "R." is not a name: at least 3 letters; letters, spaces and dots only',
    ],
    [
      { mobile: '9876543210', last_name: 'S'.repeat(121) },
      'last_name',
      `last_name "${'S'.repeat(121)}" is longer than 120 characters`,
    ],
    [
      { mobile: '9876543210', primary_exam: 'JEE Main' },
      'primary_exam',
      'primary_exam "JEE Main" is not an exam of the content pack (jee-main, neet-ug)',
    ],
    [
      { mobile: '9876543210', locale: 'fr' },
      'locale',
      'locale "fr" is not a language of the platform (en, hi, kn, bn, as, ta, te, or, mr, pa, ml, gu)',
    ],
  ])('refuses %j naming its first wrong field', (fields, field, message) => {
    expect(checkRosterStudent({ ...row, ...fields }, EXAMS)).toEqual({ field, message });
  });
});
