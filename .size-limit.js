// Budgets of ARCHITECTURE.md §4 for the JS a route needs before it is usable, gzip. The files come
// from Vite's manifest: the entry with its static imports, plus the lazy chunks the route loads.
import { readFileSync } from 'node:fs';

const LANDING_BUDGET = '130 KB';
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`size budget: ${key} is not in the build manifest`);
    if (seen.has(key)) continue;
    seen.add(key);
    closure(chunk.imports ?? [], seen);
  }
  return [...seen].map((key) => `dist/${manifest[key].file}`);
}

export default [
  {
    name: 'landing (first route of the default brand, English)',
    path: closure([
      'index.html',
      'virtual:abhyas/brand/abhyas',
      'locales/en.json',
      'renderers/screens/LandingScreen.tsx',
    ]),
    limit: LANDING_BUDGET,
    gzip: true,
  },
];
