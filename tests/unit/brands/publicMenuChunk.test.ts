import { describe, expect, it } from 'vitest';
import { loadBrands } from '../../../cli/brands/loadBrands.ts';
import { brandsModuleCode as moduleCode } from './brandsModuleCode.ts';

describe('the full public navigation in the build', () => {
  it('is left out of the brand’s documents and loaded from a chunk of its own', async () => {
    const brandModule = await moduleCode('virtual:abhyas/brand/abhyas');
    expect(brandModule).toContain('"public":[]');
    expect(brandModule).toContain('import("virtual:abhyas/public-menu/abhyas")');
    expect(brandModule).not.toContain('nav.studyMaterial');
  });

  it('is the merged public menu, for an inheriting brand too', async () => {
    const { brands } = await loadBrands();
    const vidya = brands.find((b) => b.id === 'vidya');
    const menuModule = await moduleCode('virtual:abhyas/public-menu/vidya');
    expect(menuModule).toBe(`export default ${JSON.stringify(vidya?.docs.navigation.public)};\n`);
  });
});
