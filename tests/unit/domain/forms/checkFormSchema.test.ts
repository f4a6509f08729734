import { describe, expect, it } from 'vitest';
import { checkFormSchema, type FormSchema } from '../../../../domain/forms/checkFormSchema.ts';
import accountFields from '../../../../schemas/forms/account.schema.json' with { type: 'json' };

const form: FormSchema = {
  type: 'object',
  required: ['mobile', 'password'],
  properties: {
    mobile: { type: 'string', pattern: accountFields.$defs.mobile.pattern },
    password: {
      type: 'string',
      pattern: accountFields.$defs.password.pattern,
      maxLength: accountFields.$defs.password.maxLength,
    },
    exam: { type: 'string', oneOf: [{ const: 'jee-main' }, { const: 'neet-ug' }] },
  },
};

const keywordsAt = (value: unknown) =>
  checkFormSchema(form, value).map((p) => `${p.keyword} ${p.instancePath}`);

describe('checkFormSchema', () => {
  it('passes a valid form', () => {
    expect(keywordsAt({ mobile: '9876543210', password: 'secret@12', exam: 'neet-ug' })).toEqual(
      [],
    );
  });

  it('names each missing required field', () => {
    expect(checkFormSchema(form, {}).map((p) => p.params.missingProperty)).toEqual([
      'mobile',
      'password',
    ]);
  });

  it('checks patterns as Unicode expressions (a Devanagari letter counts as a letter)', () => {
    expect(keywordsAt({ mobile: '5876543210', password: 'पासवर्ड@123' })).toEqual([
      'pattern /mobile',
    ]);
    expect(keywordsAt({ mobile: '9876543210', password: 'nodigits@' })).toEqual([
      'pattern /password',
    ]);
  });

  it('counts length in characters, not UTF-16 units', () => {
    const schema: FormSchema = { type: 'string', maxLength: 2 };
    expect(checkFormSchema(schema, '😀😀')).toEqual([]);
    expect(checkFormSchema(schema, '😀😀😀').map((p) => p.keyword)).toEqual(['maxLength']);
  });

  it('needs exactly one oneOf option to match', () => {
    expect(keywordsAt({ mobile: '9876543210', password: 'secret@12', exam: 'cat' })).toEqual([
      'oneOf /exam',
    ]);
  });

  it('rejects a value of the wrong type', () => {
    expect(keywordsAt({ mobile: 9876543210, password: 'secret@12' })).toEqual(['type /mobile']);
  });

  it('refuses a keyword it does not check instead of passing it silently', () => {
    expect(() => checkFormSchema({ type: 'string', format: 'email' }, 'x')).toThrow(
      'form schema keyword "format" is not supported (at /)',
    );
    expect(() => checkFormSchema({ type: 'string', contains: 'x' } as FormSchema, 'x')).toThrow(
      'form schema keyword "contains" is not supported (at /)',
    );
  });

  it('checks a list answer: its entries and no entry twice', () => {
    const subjects: FormSchema = {
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', enum: ['physics', 'chemistry', 'biology'] },
    };
    const keywords = (value: unknown) =>
      checkFormSchema(subjects, value).map((p) => `${p.keyword} ${p.instancePath}`);
    expect(keywords(['physics', 'chemistry'])).toEqual([]);
    expect(keywords(['physics', 'art'])).toEqual(['enum /1']);
    expect(keywords(['physics', 'physics'])).toEqual(['uniqueItems ']);
    expect(keywords([])).toEqual([]);
    expect(keywords('physics')).toEqual(['type ']);
  });

  it('checks a date as a calendar day that exists', () => {
    const day: FormSchema = { type: 'string', format: 'date' };
    const keywords = (value: string) => checkFormSchema(day, value).map((p) => p.keyword);
    expect(keywords('2028-02-29')).toEqual([]);
    expect(keywords('2027-02-29')).toEqual(['format']);
    expect(keywords('2026-13-01')).toEqual(['format']);
    expect(keywords('3 May 2026')).toEqual(['format']);
  });
});
