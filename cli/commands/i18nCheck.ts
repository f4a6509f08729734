import {
  DEFAULT_LOCALE,
  isLocale,
  SUPPORTED_LOCALES,
  type Locale,
} from '../../domain/rules/locales.ts';
import { EXIT, UsageError } from '../exitCodes.ts';
import { checkLocale } from '../i18n/checkLocale.ts';
import type { TranslationFinding } from '../i18n/translationFindings.ts';

interface CheckOptions {
  json?: boolean;
}

/** `abhyas i18n check [locale…]`: one line per finding in catalogs and page texts; exit 1 when any. */
export default async function i18nCheck(args: string[], options: CheckOptions) {
  const unknown = args.filter((a) => !isLocale(a) || a === DEFAULT_LOCALE);
  if (unknown.length > 0) throw new UsageError(`not a translated language: ${unknown.join(', ')}`);
  const locales =
    args.length > 0 ? (args as Locale[]) : SUPPORTED_LOCALES.filter((l) => l !== DEFAULT_LOCALE);
  const report: Record<string, TranslationFinding[]> = {};
  for (const locale of locales) report[locale] = await checkLocale(locale);
  const total = Object.values(report).reduce((n, f) => n + f.length, 0);
  if (options.json) {
    console.log(JSON.stringify({ ok: total === 0, findings: report }, null, 2));
  } else {
    for (const [locale, findings] of Object.entries(report)) {
      for (const f of findings) console.error(`${locale} ${f.rule} ${f.where}: ${f.detail}`);
    }
    const counts = Object.entries(report)
      .map(([l, f]) => `${l} ${f.length}`)
      .join(', ');
    (total > 0 ? console.error : console.log)(
      `${total} ${total === 1 ? 'finding' : 'findings'} (${counts})`,
    );
  }
  return total > 0 ? EXIT.invalid : EXIT.ok;
}
