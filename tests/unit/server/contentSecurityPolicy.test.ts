import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
} from '../../../server/plugins/securityHeaders.ts';

describe('the content security policy', () => {
  it('frames our own pages only, unless a meeting service is named', () => {
    expect(contentSecurityPolicy(false).frameSrc).toEqual(["'self'"]);
  });

  it('adds exactly the meeting service’s origin to frame-src and changes nothing else', () => {
    const meeting = 'https://meet.jit.si';
    const policy = contentSecurityPolicy(false, [], [meeting]);
    expect(policy.frameSrc).toEqual(["'self'", meeting]);
    const { frameSrc: _framed, ...rest } = policy;
    const { frameSrc: _own, ...base } = contentSecurityPolicy(false);
    expect(rest).toEqual(base);
    // The base stays as it was for every other use (the API docs' policy builds on it).
    expect(CONTENT_SECURITY_POLICY.frameSrc).toEqual(["'self'"]);
  });
});
