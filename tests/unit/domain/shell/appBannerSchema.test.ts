import { describe, expect, it } from 'vitest';
import { loadBrands } from '../../../../cli/brands/loadBrands.ts';
import { validateSchema } from '../../../../domain/brands/validateSchema.ts';

describe('the app banner in brand.json', () => {
  it('is required while the smartBanner switch is on, and only then', async () => {
    const abhyas = (await loadBrands()).brands.find((b) => b.id === 'abhyas');
    if (!abhyas) throw new Error('no abhyas brand');
    const { appBanner: _, ...withoutBanner } = abhyas.docs.brand;
    expect(validateSchema({ kind: 'brand' }, abhyas.docs.brand)).toEqual([]);
    expect(validateSchema({ kind: 'brand' }, withoutBanner).map((issue) => issue.message)).toEqual([
      expect.stringContaining('appBanner'),
    ]);
    const switchedOff = {
      ...withoutBanner,
      switches: { ...withoutBanner.switches, smartBanner: false },
    };
    expect(validateSchema({ kind: 'brand' }, switchedOff)).toEqual([]);
  });
});
