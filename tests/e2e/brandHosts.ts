import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const en = JSON.parse(readFileSync(join(ROOT, 'locales/en.json'), 'utf8')) as Record<
  string,
  string
>;
const hi = JSON.parse(readFileSync(join(ROOT, 'locales/hi.json'), 'utf8')) as Record<
  string,
  string
>;

/** Where the app under test answers; E2E_PORT moves it, so two runs can share a machine. */
export const PORT = Number(process.env.E2E_PORT ?? 4180);
export const BRAND_IDS = [
  'abhyas',
  'abhyas-home',
  'homework',
  'vidya',
  'gurukul',
  'pragati',
] as const;

/** The brand's name and English title as its documents write them (name from brand.json, or its parent's). */
export function brandFacts(id: string): {
  name: string;
  title: string;
  titleHi: string;
  url: string;
} {
  const brand = JSON.parse(readFileSync(join(ROOT, 'brands', id, 'brand.json'), 'utf8')) as {
    name: string;
    title?: string;
  };
  const titleKey = brand.title ?? `brand.${id}.title`;
  return {
    name: brand.name,
    title: en[titleKey] ?? '',
    titleHi: hi[titleKey] ?? '',
    url: `http://${id}.localhost:${PORT}`,
  };
}

/** The brand a page of the app is on, by its host (`<brand>.localhost`). */
export function brandOfUrl(url: string): string {
  return new URL(url).hostname.split('.')[0] ?? '';
}

/** Whether a brand sells plans: its monetisation switch, or the one of the brand it extends. */
export function sellsPlans(id: string): boolean {
  const brand = JSON.parse(readFileSync(join(ROOT, 'brands', id, 'brand.json'), 'utf8')) as {
    monetisation?: string;
    extends?: string;
  };
  if (brand.monetisation !== undefined) return brand.monetisation !== 'off';
  return brand.extends !== undefined && sellsPlans(brand.extends);
}

export const message = (key: string, locale: 'en' | 'hi' = 'en') =>
  (locale === 'en' ? en : hi)[key] ?? '';
