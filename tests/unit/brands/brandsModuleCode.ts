import { brandsPlugin } from '../../../cli/build/brandsPlugin.ts';

/** Runs the brands plugin's module loader the way Vite does, outside a build. */
export async function brandsModuleCode(id: string): Promise<string> {
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
