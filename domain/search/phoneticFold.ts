/**
 * One rule of the loose phonetic folding: what it turns into what, and why typists differ there.
 * Rules apply in order, to text already normalised (normaliseSearchText: lower case, no Latin
 * diacritics), on both the index's side and the query's, so two casual spellings of one word meet.
 */
export interface FoldRule {
  from: RegExp;
  to: string;
  why: string;
}

const CONSONANT = '[bcdfgjklmnpqrstvwxyz]';

export const PHONETIC_FOLD_RULES: readonly FoldRule[] = [
  { from: /x/g, to: 'ks', why: 'x and ks are one sound (ksha, "laxman"/"lakshman")' },
  { from: /ksh/g, to: 'ks', why: 'क्ष is typed ksh, ksh or x' },
  { from: /chh?/g, to: 'C', why: 'च and छ are typed ch, chh or c; held apart from k below' },
  { from: /c/g, to: 'k', why: 'a c that is not ch sounds as k ("kinematics", "cinematics")' },
  { from: /C/g, to: 'c', why: 'ch, held apart above, becomes one letter' },
  { from: /ph/g, to: 'f', why: 'फ is typed ph or f' },
  {
    from: new RegExp(`(${CONSONANT})h`, 'g'),
    to: '$1',
    why: 'aspirates are typed with or without h (gathi/gati, dharm/darm, shakti/sakti)',
  },
  { from: /w/g, to: 'v', why: 'व is typed v or w' },
  { from: /z/g, to: 'j', why: 'ज़ and ज are typed z or j' },
  { from: /q/g, to: 'k', why: 'क़ and क are typed q or k' },
  {
    from: /y(?=[^aeiou]|$)/g,
    to: 'i',
    why: 'a y that is not before a vowel is an i ("pyar"/"piar")',
  },
  { from: /ee|ii/g, to: 'i', why: 'ई is typed ee, ii or i' },
  { from: /oo|uu/g, to: 'u', why: 'ऊ is typed oo, uu or u' },
  { from: /aa/g, to: 'a', why: 'आ is typed aa or a' },
  {
    from: /([a-z])\1+/g,
    to: '$1',
    why: 'doubled letters are typed once or twice (vanakkam/vanakam)',
  },
  {
    from: /m(?=[kgcjtdpb])/g,
    to: 'n',
    why: 'an anusvara before a consonant is typed n or m (samantar/samamtar)',
  },
  {
    from: /(?<=[a-z][^aeiou ])a\b/g,
    to: '',
    why: 'Hindi drops a word-final inherent a (नियम is "niyam", transliterated "niyama")',
  },
];

/** The loose Latin form of normalised text: every rule of PHONETIC_FOLD_RULES in order. */
export function phoneticFold(normalised: string): string {
  let folded = normalised;
  for (const rule of PHONETIC_FOLD_RULES) folded = folded.replace(rule.from, rule.to);
  return folded;
}
