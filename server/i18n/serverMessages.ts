import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, resolveLocale, type Locale } from '../../domain/rules/locales.ts';
import as from '../../locales/as.json' with { type: 'json' };
import bn from '../../locales/bn.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import gu from '../../locales/gu.json' with { type: 'json' };
import hi from '../../locales/hi.json' with { type: 'json' };
import kn from '../../locales/kn.json' with { type: 'json' };
import ml from '../../locales/ml.json' with { type: 'json' };
import mr from '../../locales/mr.json' with { type: 'json' };
import or from '../../locales/or.json' with { type: 'json' };
import pa from '../../locales/pa.json' with { type: 'json' };
import ta from '../../locales/ta.json' with { type: 'json' };
import te from '../../locales/te.json' with { type: 'json' };

const CATALOGS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en,
  hi,
  kn,
  bn,
  as,
  ta,
  te,
  or,
  mr,
  pa,
  ml,
  gu,
};

/** Texts the server sends people (codes by SMS and e-mail), from the same catalogs as the app. */
export function serverMessage(
  key: string,
  locale: string | undefined,
  values: Record<string, string | number>,
): string {
  const resolved = resolveLocale(locale, () => undefined);
  const text = CATALOGS[resolved][key] ?? CATALOGS[DEFAULT_LOCALE][key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return String(new IntlMessageFormat(text, resolved).format(values));
}
