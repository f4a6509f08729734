import { describe, expect, it } from 'vitest';
import { brandsPlugin } from '../../../cli/build/brandsPlugin.ts';
import { loadBrands } from '../../../cli/brands/loadBrands.ts';

/** Runs the brands plugin's module loader the way Vite does, outside a build. */
async function moduleCode(id: string): Promise<string> {
  const { load } = brandsPlugin();
  if (typeof load !== 'function') throw new Error('the brands plugin has no load hook');
  const context = {
    addWatchFile: () => undefined,
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const code: unknown = await Reflect.apply(load, context, [`\0${id}`]);
  if (typeof code !== 'string') throw new Error(`no code for ${id}`);
  return code;
}

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
