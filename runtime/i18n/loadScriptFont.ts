import './latinFont.css';
import { LOCALE_SCRIPTS, type Locale, type Script } from '../../domain/rules/locales.ts';

/**
 * Self-hosted Noto per script. Latin ships with the app; each Indic script's stylesheet is fetched
 * only when its language is chosen, and its font files only for the glyphs a page uses
 * (unicode-range), so nobody sees tofu and nobody downloads nine scripts.
 */
const SCRIPT_FONTS: Record<Exclude<Script, 'latin'>, () => Promise<unknown>> = {
  devanagari: () => import('@fontsource-variable/noto-sans-devanagari'),
  bengali: () => import('@fontsource-variable/noto-sans-bengali'),
  tamil: () => import('@fontsource-variable/noto-sans-tamil'),
  telugu: () => import('@fontsource-variable/noto-sans-telugu'),
  kannada: () => import('@fontsource-variable/noto-sans-kannada'),
  oriya: () => import('@fontsource-variable/noto-sans-oriya'),
  gurmukhi: () => import('@fontsource-variable/noto-sans-gurmukhi'),
  malayalam: () => import('@fontsource-variable/noto-sans-malayalam'),
  gujarati: () => import('@fontsource-variable/noto-sans-gujarati'),
};

export async function loadScriptFont(locale: Locale): Promise<void> {
  const script = LOCALE_SCRIPTS[locale];
  if (script !== 'latin') await SCRIPT_FONTS[script]();
}
