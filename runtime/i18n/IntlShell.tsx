import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { CatalogPart } from '../../domain/i18n/catalogParts.ts';
import { intlLocaleOf } from '../../domain/i18n/intlLocale.ts';
import { DEFAULT_LOCALE, type Locale } from '../../domain/rules/locales.ts';
import { useRegistry } from '../registry/RegistryContext.ts';
import { CatalogPartsContext } from './CatalogParts.ts';
import { loadCatalogPart, type Catalog } from './loadCatalog.ts';
import { loadScriptFont } from './loadScriptFont.ts';
import { localeAtom } from './localeAtom.ts';

/** A language's catalog parts, merged: what react-intl is given. */
export interface LoadedLanguage {
  locale: Locale;
  messages: Catalog;
  parts: ReadonlySet<CatalogPart>;
}
type Loaded = LoadedLanguage;

/**
 * The script's font, fetched beside the catalog but never standing in its way: without it the text
 * shows in a fallback font, which is far better than another language. So a failure is only
 * logged (shell spec §8), like the guest token's.
 */
function loadFontOrLog(locale: Locale): Promise<void> {
  return loadScriptFont(locale).catch((error: unknown) => {
    console.error(`could not load the ${locale} font; its text shows in a fallback font`, error);
  });
}

/** A language's catalog parts, with its font alongside so the first paint is in the right font. */
export async function loadLanguage(
  locale: Locale,
  parts: ReadonlySet<CatalogPart>,
): Promise<Loaded> {
  const [catalogs] = await Promise.all([
    Promise.all([...parts].map((part) => loadCatalogPart(locale, part))),
    loadFontOrLog(locale),
  ]);
  return { locale, messages: Object.assign({}, ...catalogs) as Catalog, parts };
}

/**
 * Provides react-intl with the chosen language's catalog (and its script's font): the core part
 * first, other parts as screens ask for them. The previous language stays on screen while the next
 * one loads, with every part already shown, so switching never flashes an empty page. Numbers and
 * dates are formatted in the language's Indian form (domain/i18n/intlLocale.ts). A prerendered
 * page hands in its language already loaded (`initial`), so the first render matches its markup.
 */
export function IntlShell({ children, initial }: { children: ReactNode; initial?: Loaded }) {
  const locale = useAtomValue(localeAtom);
  const { Loading } = useRegistry();
  const [loaded, setLoaded] = useState<Loaded | undefined>(initial);
  const [failure, setFailure] = useState<unknown>();
  const pending = useRef(new Map<string, Promise<void>>());
  const wanted = useRef(new Set<CatalogPart>(initial?.parts ?? ['core']));
  // The language handed in is already shown: only a later choice loads another.
  const shown = useRef(initial?.locale);

  useEffect(() => {
    if (shown.current === locale) return undefined;
    shown.current = undefined;
    let current = true;
    const parts = new Set(wanted.current);
    loadLanguage(locale, parts)
      .catch((error: unknown) => {
        console.error(`could not load the ${locale} catalog; showing ${DEFAULT_LOCALE}`, error);
        return loadLanguage(DEFAULT_LOCALE, parts);
      })
      .then((next) => {
        if (!current) return;
        document.documentElement.lang = next.locale;
        setLoaded(next);
      })
      .catch((error: unknown) => current && setFailure(error));
    return () => {
      current = false;
    };
  }, [locale]);

  const ensure = useCallback(
    (part: CatalogPart) => {
      if (!loaded || loaded.parts.has(part)) return undefined;
      const key = `${loaded.locale}/${part}`;
      let promise = pending.current.get(key);
      if (!promise) {
        wanted.current.add(part);
        const { locale: language } = loaded;
        promise = loadCatalogPart(language, part).then((messages) =>
          setLoaded((now) =>
            now?.locale === language
              ? {
                  ...now,
                  messages: { ...now.messages, ...messages },
                  parts: new Set([...now.parts, part]),
                }
              : now,
          ),
        );
        pending.current.set(key, promise);
      }
      return promise;
    },
    [loaded],
  );

  // Even English could not load (the network went away before the app did): let the crash
  // boundary offer a reload.
  if (failure)
    throw failure instanceof Error ? failure : new Error('the message catalogs could not load');
  if (!loaded) return <Loading />;
  return (
    <IntlProvider
      locale={intlLocaleOf(loaded.locale)}
      defaultLocale={DEFAULT_LOCALE}
      messages={loaded.messages}
    >
      <CatalogPartsContext value={ensure}>{children}</CatalogPartsContext>
    </IntlProvider>
  );
}
