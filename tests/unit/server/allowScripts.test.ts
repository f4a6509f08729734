import { describe, expect, it } from 'vitest';
import { allowScripts } from '../../../server/plugins/allowScripts.ts';

describe('a prerendered page’s content security policy', () => {
  it('adds the inline scripts’ hashes to script-src and nothing else', () => {
    const policy = "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self'";
    expect(allowScripts(policy, ["'sha256-abc='"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-abc=';script-src-attr 'none';style-src 'self'",
    );
  });

  it('leaves the policy as it is without hashes', () => {
    expect(allowScripts("script-src 'self'", [])).toBe("script-src 'self'");
  });
});
