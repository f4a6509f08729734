import type { Locale } from '../../domain/rules/locales.ts';

type CandidatesModule = typeof import('../../domain/i18n/transliterationCandidates.ts');

let loading: Promise<CandidatesModule> | undefined;

/**
 * The candidates for a Latin word, with sanscript fetched on the first one asked for (it never
 * rides with a route). Spec §8/§9: a failure is logged and ignored — no candidates, the field
 * keeps working — and the next word tries the download again.
 */
export async function loadTransliterationCandidates(
  word: string,
  locale: Locale,
): Promise<string[]> {
  try {
    loading ??= import('../../domain/i18n/transliterationCandidates.ts');
    const { transliterationCandidates } = await loading;
    return transliterationCandidates(word, locale);
  } catch (error) {
    loading = undefined;
    console.warn(`transliteration of "${word}" failed; the field works without it`, error);
    return [];
  }
}
