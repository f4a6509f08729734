import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../domain/errors.ts';

describe('error codes', () => {
  it('are listed in docs/errors.md with their statuses, and nothing else is', async () => {
    const doc = await readFile(new URL('../../../docs/errors.md', import.meta.url), 'utf8');
    const listed = [...doc.matchAll(/^\|\s*`([A-Z_]+)`\s*\|\s*(\d{3})\s*\|/gm)].map(
      ([, code, status]) => [code, Number(status)],
    );
    expect(listed).toEqual(Object.entries(ERRORS).map(([code, { status }]) => [code, status]));
  });
});
