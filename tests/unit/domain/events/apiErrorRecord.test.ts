import { describe, expect, it } from 'vitest';
import {
  apiErrorRecord,
  ERROR_RESPONSE_MAX_CHARS,
} from '../../../../domain/events/apiErrorRecord.ts';

describe('apiErrorRecord', () => {
  it('names the failure’s type by what happened', () => {
    const type = (status: number, code: string) =>
      apiErrorRecord({ status, code, message: '' }, 'f').error_type;
    expect(type(0, 'NETWORK')).toBe('network');
    expect(type(404, 'NOT_FOUND')).toBe('http_404');
    expect(type(200, 'INVALID_RESPONSE')).toBe('invalid_response');
  });

  it('keeps a long answer short and drops the query of the URL', () => {
    const record = apiErrorRecord(
      { status: 500, code: 'INTERNAL', message: 'x'.repeat(ERROR_RESPONSE_MAX_CHARS + 50) },
      'SignIn',
      '/api/auth/sso/token/verify?lr=secret',
    );
    expect(record).toEqual({
      error_code: 'INTERNAL',
      error_type: 'http_500',
      error_response: 'x'.repeat(ERROR_RESPONSE_MAX_CHARS),
      feature_name: 'SignIn',
      status: 500,
      url: '/api/auth/sso/token/verify',
    });
    expect(apiErrorRecord({ status: 0, code: 'NETWORK', message: '' }, 'f')).not.toHaveProperty(
      'url',
    );
  });
});
