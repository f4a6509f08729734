import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALE_SCRIPTS, UNICODE_SCRIPT_NAMES, type Locale } from '../../domain/rules/locales.ts';

/** One text in English and in the language being checked; `where` is a catalog key or `file#pointer`. */
export interface TranslatedText {
  where: string;
  en: string;
  value: string;
  /** Catalog messages are ICU; page texts only know `{brand}` and `{email}`. */
  syntax: 'icu' | 'page';
}

export type FindingRule = 'copy' | 'script' | 'arguments' | 'glossary' | 'english';

export interface TranslationFinding {
  rule: FindingRule;
  where: string;
  detail: string;
}

/** Term id → the English words that name it (terms.json), and → the accepted forms in one language. */
export type GlossaryTerms = Record<string, string[]>;
export type Glossary = Record<string, string[]>;

export interface TranslationRules {
  locale: Locale;
  terms: GlossaryTerms;
  glossary: Glossary;
  /** Names and codes a translation may keep in Latin letters, words or phrases (latinNames.json). */
  latinNames: readonly string[];
  /** Catalog keys written the same in every language (a speed "1.25×", a bare number). */
  sameEverywhere: ReadonlySet<string>;
}

/**
 * A language's text may hold its own script's letters and Latin (names and codes, checked word by
 * word); any other script is a slip — Devanagari pasted into Tamil, or Bengali letters where
 * Assamese writes its own. Punctuation the scripts share, such as the danda, is of no script.
 */
const OTHER_SCRIPTS = Object.entries(UNICODE_SCRIPT_NAMES)
  .filter(([script]) => script !== 'latin')
  .map(([script, name]) => [script, new RegExp(`\\p{Script=${name}}`, 'u')] as const);

/** Letters one language of a shared script never writes: Assamese ৰ ৱ in Bengali, Bengali র in Assamese. */
const FOREIGN_LETTERS: Partial<Record<Locale, RegExp>> = {
  bn: /[\u09F0\u09F1]/u,
  as: /[\u09B0]/u,
};

/**
 * A vowel sign or virama after something that is not a letter ("{n}-ാമത്തെ"): fonts draw it on a
 * dotted circle. The joiners (U+200C–D) are how these scripts ask for a conjunct's form, so they
 * may stand before a sign.
 */
const STRANDED_SIGN = /([^\p{L}\p{M}\u200C\u200D])\p{M}/u;

/** A run of Latin letters long enough to be a word rather than a unit or an initial. */
const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/gu;
const MIN_ENGLISH_WORD = 3;
/** E-mail addresses, web addresses and paths (/api) are written as they are in any language. */
const ADDRESSES =
  /\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:in|com|org|invalid)\b\S*|(?<![\w/])\/[\w/-]+/gu;
const PAGE_ARGUMENT = /\{(\w+)\}/gu;

/** How a message uses an argument: as text, a plural, a select, a number, a date or a tag. */
const ARGUMENT_KINDS: Partial<Record<TYPE, string>> = {
  [TYPE.plural]: 'plural',
  [TYPE.select]: 'select',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.tag]: 'tag',
};

/**
 * The ICU arguments of a message with how each is used ({brand}, {days, plural…} as "days
 * plural"): a translation keeps both, so "{count} questions" does not stand in for a plural.
 */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    const kind = ARGUMENT_KINDS[element.type];
    names.add(kind ? `${element.value} ${kind}` : element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, names);
  }
  return names;
}

/** The words a reader sees: literals of every branch, without ICU keywords or argument names. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        return Object.values(element.options)
          .map((option) => literalText(option.value))
          .join(' ');
      }
      if (element.type === TYPE.tag) return literalText(element.children);
      return ' ';
    })
    .join('');
}

interface Reading {
  argumentNames: string[];
  visible: string;
}

function read(text: string, syntax: TranslatedText['syntax']): Reading | string {
  if (syntax === 'page') {
    return {
      argumentNames: [...text.matchAll(PAGE_ARGUMENT)].map((m) => m[1] ?? '').sort(),
      visible: text.replace(PAGE_ARGUMENT, ' '),
    };
  }
  try {
    const elements = parse(text);
    return { argumentNames: [...argumentNames(elements)].sort(), visible: literalText(elements) };
  } catch (error) {
    return `not valid ICU: ${(error as Error).message}`;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** One pattern for every allowed name, longest first so "JEE Main" wins over "JEE". */
function namesPattern(names: readonly string[]): RegExp {
  const alternatives = [...names].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![A-Za-z])(?:${alternatives.join('|') || '(?!)'})(?![A-Za-z])`, 'giu');
}

/** The English words left once addresses and allowed names are taken out. */
function englishWordsOf(visible: string, names: RegExp): string[] {
  return [...visible.replace(ADDRESSES, ' ').replace(names, ' ').matchAll(LATIN_WORD)]
    .map((m) => m[0])
    .filter((word) => word.length >= MIN_ENGLISH_WORD);
}

/** The English words of a text a reader sees (a page in the browser), past names and addresses. */
export function englishWords(visible: string, latinNames: readonly string[]): string[] {
  return englishWordsOf(visible, namesPattern(latinNames));
}

function mentions(en: string, english: string): boolean {
  // Codes (JEE, NEET) are matched as written; words in any case.
  const isCode = english === english.toUpperCase();
  return new RegExp(`(?<![A-Za-z])${escapeRegExp(english)}(?![A-Za-z])`, isCode ? 'u' : 'iu').test(
    en,
  );
}

function ownScriptRule(locale: Locale, visible: string): string | undefined {
  const own = LOCALE_SCRIPTS[locale];
  const foreign = OTHER_SCRIPTS.find(
    ([script, letters]) => script !== own && letters.test(visible),
  );
  if (foreign) return `holds ${foreign[0]} letters`;
  const wrongLetter = FOREIGN_LETTERS[locale]?.exec(visible);
  if (wrongLetter) return `holds "${wrongLetter[0]}", a letter ${locale} does not write`;
  const stranded = STRANDED_SIGN.exec(visible);
  if (stranded)
    return `a vowel sign follows "${stranded[1]}", not a letter: it shows as a dotted circle`;
  return undefined;
}

/**
 * Every check a translation must pass, on one language's texts: not a copy of English, only its
 * own script, the same arguments, the glossary's terms, no English words left in. Findings name
 * the text, so a translator (or a helper) can fix exactly that one.
 */
export function translationFindings(
  texts: readonly TranslatedText[],
  rules: TranslationRules,
): TranslationFinding[] {
  const findings: TranslationFinding[] = [];
  const names = namesPattern(rules.latinNames);
  const add = (rule: FindingRule, where: string, detail: string) =>
    findings.push({ rule, where, detail });

  for (const text of texts) {
    const en = read(text.en, text.syntax);
    const value = read(text.value, text.syntax);
    if (typeof en === 'string') continue; // English itself is checked by its own tests.
    if (typeof value === 'string') {
      add('arguments', text.where, value);
      continue;
    }
    if (en.argumentNames.join() !== value.argumentNames.join()) {
      add(
        'arguments',
        text.where,
        `arguments {${value.argumentNames.join('}, {')}} where English has {${en.argumentNames.join('}, {')}}`,
      );
    }
    const strayEnglish = englishWordsOf(value.visible, names);
    const nothingToTranslate = englishWordsOf(en.visible, names).length === 0;
    if (text.value === text.en) {
      if (!nothingToTranslate && !rules.sameEverywhere.has(text.where)) {
        add('copy', text.where, 'is the English text');
      }
      continue;
    }
    if (strayEnglish.length > 0) {
      add('english', text.where, `English words: ${[...new Set(strayEnglish)].join(', ')}`);
    }
    const script = ownScriptRule(rules.locale, value.visible);
    if (script) add('script', text.where, script);
    for (const [term, englishWords] of Object.entries(rules.terms)) {
      if (!englishWords.some((word) => mentions(en.visible, word))) continue;
      const forms = rules.glossary[term] ?? [];
      const lower = value.visible.toLowerCase();
      if (!forms.some((form) => lower.includes(form.toLowerCase()))) {
        add(
          'glossary',
          text.where,
          forms.length === 0
            ? `the glossary has no entry for "${term}"`
            : `"${term}" should read ${forms.map((f) => `"${f}"`).join(' or ')}`,
        );
      }
    }
  }
  return findings;
}
