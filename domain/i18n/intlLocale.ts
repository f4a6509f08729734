/** The language part of a BCP 47 tag ("hi" of "hi-IN-u-nu-latn"). */
export function languageOfTag(tag: string): string {
  return (tag.split('-')[0] ?? tag).toLowerCase();
}

/**
 * The locale numbers and dates are formatted in for an interface language (shell spec §9: date
 * locale en-IN): the language's Indian form, so numbers group as 12,34,567 and dates read day
 * first, with Latin digits, because question papers, scores and phone numbers are all written in
 * them and Marathi or Bengali digits beside them would read as a different number. Takes a
 * language or any tag of it, so a locale that is already Indian maps to itself.
 */
export function intlLocaleOf(language: string): string {
  return `${languageOfTag(language)}-IN-u-nu-latn`;
}
