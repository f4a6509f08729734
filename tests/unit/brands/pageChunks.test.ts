import { describe, expect, it } from 'vitest';
import { loadBrands } from '../../../cli/brands/loadBrands.ts';
import { brandsModuleCode as moduleCode } from './brandsModuleCode.ts';

describe('page documents in the build', () => {
  it('are left out of the brand’s documents, each loaded from a chunk of its own', async () => {
    const brandModule = await moduleCode('virtual:abhyas/brand/abhyas');
    expect(brandModule).toContain('"pages":{}');
    expect(brandModule).toContain('"tos": () => import("virtual:abhyas/page/abhyas/tos")');
    expect(brandModule).not.toContain('Terms of use');
    expect(brandModule).not.toContain('उपयोग की शर्तें');
  });

  it('are the merged documents of the brand, its own where it has one', async () => {
    const { brands } = await loadBrands();
    const homework = brands.find((b) => b.id === 'homework');
    expect(await moduleCode('virtual:abhyas/page/homework/landing')).toBe(
      `export default ${JSON.stringify(homework?.docs.pages['landing'])};\n`,
    );
    expect(await moduleCode('virtual:abhyas/page/vidya/outcomes')).toContain(
      '"/in-en/outcomes/vidyascore"',
    );
  });
});
