import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../../domain/rules/locales.ts';
import { useRegistry } from '../registry/RegistryContext.ts';
import { loadCatalog, type Catalog } from './loadCatalog.ts';
import { loadScriptFont } from './loadScriptFont.ts';
import { localeAtom } from './localeAtom.ts';

interface Loaded {
  locale: Locale;
  messages: Catalog;
}

async function loadLanguage(locale: Locale): Promise<Loaded> {
  const [messages] = await Promise.all([loadCatalog(locale), loadScriptFont(locale)]);
  return { locale, messages };
}

/**
 * Provides react-intl with the chosen language's catalog (and its script's font). The previous
 * language stays on screen while the next one loads, so switching never flashes an empty page.
 */
export function IntlShell({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const { Loading } = useRegistry();
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<unknown>();

  useEffect(() => {
    let current = true;
    loadLanguage(locale)
      .catch((error: unknown) => {
        console.error(`could not load the ${locale} catalog; showing ${DEFAULT_LOCALE}`, error);
        return loadLanguage(DEFAULT_LOCALE);
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

  // Even English could not load (the network went away before the app did): let the crash
  // boundary offer a reload.
  if (failure)
    throw failure instanceof Error ? failure : new Error('the message catalogs could not load');
  if (!loaded) return <Loading />;
  return (
    <IntlProvider locale={loaded.locale} defaultLocale={DEFAULT_LOCALE} messages={loaded.messages}>
      {children}
    </IntlProvider>
  );
}
