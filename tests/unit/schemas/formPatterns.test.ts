import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  NAME_PATTERN,
  PASSWORD_PATTERN,
} from '../../../domain/rules/patterns.ts';
import accountFields from '../../../schemas/forms/account.schema.json' with { type: 'json' };

describe('form field schemas', () => {
  it('use the validation patterns of the domain rules, so browser and server agree', () => {
    expect(accountFields.$defs.mobile.pattern).toBe(MOBILE_PATTERN.source);
    expect(accountFields.$defs.email.pattern).toBe(EMAIL_PATTERN.source);
    expect(accountFields.$defs.name.pattern).toBe(NAME_PATTERN.source);
    expect(accountFields.$defs.password.pattern).toBe(PASSWORD_PATTERN.source);
  });
});
