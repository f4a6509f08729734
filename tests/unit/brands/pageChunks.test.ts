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
