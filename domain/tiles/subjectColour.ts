/** Badge colour of a subject nobody has mapped (learning-experience spec §3: default blue). */
export const DEFAULT_SUBJECT_COLOUR = '#1d5fc4';

/**
 * Badge colours by subject, keyed by the normalised name or code. Every colour carries white text
 * at 4.5:1 or more. Several spellings of a subject share one colour.
 */
export const SUBJECT_COLOURS: Readonly<Record<string, string>> = {
  physics: '#4338ca',
  chemistry: '#0f766e',
  mathematics: '#c2410c',
  maths: '#c2410c',
  math: '#c2410c',
  biology: '#15803d',
  bio: '#15803d',
  science: '#0e7490',
  'general science': '#0e7490',
  botany: '#3f6212',
  zoology: '#9a3412',
  english: '#be185d',
  'english language': '#be185d',
  'english literature': '#be185d',
  hindi: '#b45309',
  sanskrit: '#92400e',
  'regional language': '#a21caf',
  marathi: '#a21caf',
  tamil: '#a21caf',
  telugu: '#a21caf',
  kannada: '#a21caf',
  bengali: '#a21caf',
  gujarati: '#a21caf',
  punjabi: '#a21caf',
  malayalam: '#a21caf',
  odia: '#a21caf',
  assamese: '#a21caf',
  urdu: '#a21caf',
  'social science': '#7c3aed',
  'social studies': '#7c3aed',
  sst: '#7c3aed',
  history: '#854d0e',
  geography: '#166534',
  civics: '#6d28d9',
  'political science': '#6d28d9',
  economics: '#a16207',
  'computer science': '#334155',
  'computer applications': '#334155',
  'informatics practices': '#334155',
  computers: '#334155',
  accountancy: '#0369a1',
  accounts: '#0369a1',
  'business studies': '#1e40af',
  commerce: '#1e40af',
  statistics: '#9d174d',
  psychology: '#86198f',
  sociology: '#7e22ce',
  'environmental science': '#047857',
  'environmental studies': '#047857',
  evs: '#047857',
  'general knowledge': '#475569',
  gk: '#475569',
  reasoning: '#6b21a8',
  'mental ability': '#6b21a8',
  aptitude: '#6b21a8',
  'physical education': '#b91c1c',
};

/** Lowercase words of ASCII letters and digits: "Social-Science (Part 1)" → "social science part 1". */
export function normaliseSubject(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Longest keys first, so "social science" wins over "science" inside a longer name.
const KEYS_BY_LENGTH = Object.keys(SUBJECT_COLOURS).sort((a, b) => b.length - a.length);

function lookup(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const words = normaliseSubject(text);
  if (words === '') return undefined;
  const exact = SUBJECT_COLOURS[words];
  if (exact) return exact;
  const padded = ` ${words} `;
  const key = KEYS_BY_LENGTH.find((k) => padded.includes(` ${k} `));
  return key === undefined ? undefined : SUBJECT_COLOURS[key];
}

/** A subject's badge colour by its code, else its name (whole words), else default blue. */
export function subjectColour(subject: { code?: string; name?: string } | undefined): string {
  return lookup(subject?.code) ?? lookup(subject?.name) ?? DEFAULT_SUBJECT_COLOUR;
}
