import { subjectColour } from '../../domain/tiles/subjectColour.ts';
import { mulberry32 } from '../../domain/rules/mulberry32.ts';

/**
 * The tile posters of the content pack, drawn as small SVG files: the subject's colour, a motif of
 * the subject, and a layout chosen from the poster's own name, so every chapter, topic and lesson
 * looks its own while its subject is recognisable. No words are drawn: the tile shows its title in
 * the reader's language beside the picture, and a picture cannot carry twelve languages.
 */

/** Posters are 16:9 like a lesson's frames; subject tiles are squares. */
export const POSTER_SIZE = { width: 480, height: 270 } as const;
export const SQUARE_SIZE = { width: 400, height: 400 } as const;

/** How much of the motif's stroke shows over the colour: clearly there, never louder than it. */
const MOTIF_OPACITY = 0.55;
/** Specks in the background, for texture. */
const SPECKS = 14;
/** The colour a test paper's poster is drawn on (the test tiles' own colour). */
const TEST_COLOUR = '#2f3b8f';

/** FNV-1a: the same name gives the same picture on every machine and every run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A colour mixed towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const parts = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${parts
    .map((c) => Math.round(c + (target - c) * Math.abs(amount)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Motifs, drawn around (0, 0) in a box of about 200 × 200, in white strokes. */
const MOTIFS: Readonly<Record<string, readonly string[]>> = {
  physics: [
    // an atom
    '<ellipse rx="90" ry="30"/><ellipse rx="90" ry="30" transform="rotate(60)"/><ellipse rx="90" ry="30" transform="rotate(-60)"/><circle r="10" fill="#fff"/>',
    // a projectile's path over the ground
    '<path d="M-100 60 Q0 -120 100 60"/><path d="M-110 60 H110"/><circle cx="-50" cy="-7" r="8" fill="#fff"/><circle cx="0" cy="-30" r="8" fill="#fff"/><circle cx="50" cy="-7" r="8" fill="#fff"/>',
    // a wave
    '<path d="M-110 0 C-80 -70 -50 -70 -20 0 S40 70 70 0 S110 -50 120 -30"/><path d="M-110 0 H120" stroke-dasharray="6 8"/>',
    // rays through a lens
    '<path d="M0 -80 Q30 0 0 80 Q-30 0 0 -80Z"/><path d="M-110 -40 L0 -40 L100 40"/><path d="M-110 40 L0 40 L100 -40"/><path d="M-110 0 H110" stroke-dasharray="6 8"/>',
  ],
  chemistry: [
    // a benzene ring
    '<path d="M0 -80 L69 -40 L69 40 L0 80 L-69 40 L-69 -40Z"/><circle r="42"/>',
    // a flask
    '<path d="M-22 -90 H22 M-14 -90 V-30 L-70 70 Q-74 80 -62 80 H62 Q74 80 70 70 L14 -30 V-90"/><path d="M-52 40 H52"/><circle cx="-12" cy="58" r="6" fill="#fff"/><circle cx="16" cy="48" r="4" fill="#fff"/>',
    // a molecule
    '<circle r="22"/><circle cx="-80" cy="-40" r="14"/><circle cx="80" cy="-40" r="14"/><circle cy="85" r="14"/><path d="M-19 -11 L-68 -33 M19 -11 L68 -33 M0 22 V71"/>',
    // the periodic table's blocks
    '<path d="M-100 -60 h30 v30 h-30z M-100 -30 h30 v30 h-30z M-70 -30 h30 v30 h-30z M-100 0 h30 v30 h-30z M-70 0 h30 v30 h-30z M-20 0 h30 v30 h-30z M10 0 h30 v30 h-30z M40 0 h30 v30 h-30z M70 -60 h30 v30 h-30z M70 -30 h30 v30 h-30z M70 0 h30 v30 h-30z M-20 40 h120 v24 h-120z"/>',
  ],
  mathematics: [
    // a curve on axes
    '<path d="M-100 70 H110 M-90 80 V-90"/><path d="M-80 60 Q-10 -170 60 -20 T110 -60"/><circle cx="-10" cy="-36" r="7" fill="#fff"/>',
    // a right triangle with its angle
    '<path d="M-90 70 H90 V-70Z"/><path d="M-50 70 A40 40 0 0 0 -58 45"/><path d="M70 70 V50 H90"/>',
    // a progression of bars
    '<path d="M-100 80 H110"/><path d="M-90 80 v-30 h24 v30 M-50 80 v-60 h24 v60 M-10 80 v-90 h24 v90 M30 80 v-120 h24 v120 M70 80 v-150 h24 v150"/>',
    // a circle with its radius and angle
    '<circle r="80"/><path d="M0 0 L80 0 M0 0 L40 -69"/><path d="M24 0 A24 24 0 0 0 12 -21"/><circle r="5" fill="#fff"/>',
  ],
  biology: [
    // a cell
    '<ellipse rx="100" ry="66"/><circle cx="-10" cy="0" r="24"/><circle cx="-10" cy="0" r="8" fill="#fff"/><ellipse cx="50" cy="-24" rx="18" ry="9"/><ellipse cx="44" cy="30" rx="14" ry="7" transform="rotate(30 44 30)"/><circle cx="-60" cy="-24" r="5" fill="#fff"/><circle cx="-56" cy="30" r="5" fill="#fff"/>',
    // a leaf
    '<path d="M-90 70 Q-90 -80 90 -80 Q90 70 -90 70Z"/><path d="M-90 70 L60 -50 M-30 20 L-30 -30 M10 -12 L10 -56 M-30 20 L20 20 M10 -12 L50 -12"/>',
    // a double helix
    '<path d="M-110 -40 C-70 -40 -70 40 -30 40 S10 -40 50 -40 S90 40 110 40"/><path d="M-110 40 C-70 40 -70 -40 -30 -40 S10 40 50 40 S90 -40 110 -40"/><path d="M-90 -24 V24 M-50 -24 V24 M-10 -24 V24 M30 -24 V24 M70 -24 V24"/>',
  ],
};
// A general-science subject draws from all three sciences.
const SCIENCE = [MOTIFS.physics?.[0], MOTIFS.chemistry?.[1], MOTIFS.biology?.[1]].filter(
  (m): m is string => m !== undefined,
);
/** A subject nobody has drawn yet gets rings, which say nothing wrong about any subject. */
const RINGS = '<circle r="80"/><circle r="52"/><circle r="24"/>';
/** A test paper with a clock: what a test tile has always stood for. */
const PAPER =
  '<path d="M-50 -90 h70 l30 30 v140 h-100z M20 -90 v30 h30 M-30 -40 h50 M-30 -10 h60 M-30 20 h60 M-30 50 h30"/><circle cx="50" cy="62" r="30" fill="__BG__"/><path d="M50 46 v16 l10 8"/>';

function motifsOf(subject: string): readonly string[] {
  if (subject === 'science') return SCIENCE;
  return MOTIFS[subject] ?? [RINGS];
}

interface Canvas {
  width: number;
  height: number;
}

function frame(
  size: Canvas,
  colour: string,
  random: () => number,
  motif: string,
  motifScale: number,
  extra = '',
) {
  const { width, height } = size;
  const dark = shade(colour, -0.45);
  const light = shade(colour, 0.25);
  // The gradient leans one of four ways; the motif sits right of centre, tilted a little.
  const lean = Math.floor(random() * 4);
  const [x1, y1, x2, y2] = [
    [0, 0, 1, 1],
    [0, 1, 1, 0],
    [0, 0, 1, 0.4],
    [0.2, 0, 0.8, 1],
  ][lean] ?? [0, 0, 1, 1];
  const glowX = round(width * (0.15 + random() * 0.5));
  const glowY = round(height * (0.1 + random() * 0.8));
  const glowR = round(Math.min(width, height) * (0.5 + random() * 0.3));
  const specks = Array.from({ length: SPECKS }, () => {
    const r = round(1.5 + random() * 3.5);
    return `<circle cx="${round(random() * width)}" cy="${round(random() * height)}" r="${r}"/>`;
  }).join('');
  // A square's motif stays in the middle, where a square has room for it.
  const mx = round(width * (width === height ? 0.45 + random() * 0.1 : 0.5 + random() * 0.2));
  const my = round(height * (0.45 + random() * 0.1));
  const turn = round(-15 + random() * 30);
  const scale = round(motifScale * (0.85 + random() * 0.3) * 100) / 100;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<defs><linearGradient id="g" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${glowX}" cy="${glowY}" r="${glowR}" fill="${light}" fill-opacity=".35"/>`,
    `<g fill="#fff" fill-opacity=".25">${specks}</g>`,
    extra,
    `<g transform="translate(${mx} ${my}) rotate(${turn}) scale(${scale})" fill="none" stroke="#fff" stroke-width="${round(5 / scale)}" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="${MOTIF_OPACITY}">${motif.replaceAll('__BG__', dark)}</g>`,
    '</svg>',
    '',
  ].join('\n');
}

/**
 * The poster of a subject, chapter, topic or lesson: `name` (its learn path, or the lesson's id)
 * chooses the layout and motif; the subject chooses the colour and the motifs to choose from.
 */
export function nodePoster(name: string, subject: string, shape: 'poster' | 'square'): string {
  const random = mulberry32(hash(name));
  const motifs = motifsOf(subject);
  const motif = motifs[Math.floor(random() * motifs.length)] ?? RINGS;
  const size = shape === 'square' ? SQUARE_SIZE : POSTER_SIZE;
  return frame(
    size,
    subjectColour({ code: subject }),
    random,
    motif,
    shape === 'square' ? 1.2 : 0.9,
  );
}

/** A test paper's poster: a paper with a clock, over a band in each of its subjects' colours. */
export function testPoster(code: string, subjects: readonly string[]): string {
  const random = mulberry32(hash(code));
  const distinct = [...new Set(subjects)];
  const band = POSTER_SIZE.width / Math.max(distinct.length, 1);
  const bands = distinct
    .map(
      (s, i) =>
        `<rect x="${round(i * band)}" y="${POSTER_SIZE.height - 14}" width="${round(band)}" height="14" fill="${subjectColour({ code: s })}"/>`,
    )
    .join('');
  return frame(POSTER_SIZE, TEST_COLOUR, random, PAPER, 0.85, bands);
}
