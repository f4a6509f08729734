import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../domain/rules/locales.ts';
import { brandFacts } from './brandHosts.ts';
import { ONE_DATABASE } from './oneDatabase.ts';

/**
 * Issue 21: a page downloads the fonts of the scripts it shows, and no other. The English landing
 * names Hindi and Marathi in its language picker, and that alone used to cost it Noto Sans's
 * 99 KB Devanagari part.
 */
const INDIC = /devanagari|bengali|tamil|telugu|kannada|oriya|gurmukhi|malayalam|gujarati/;
const { url } = brandFacts('abhyas');

/** The font files the landing asks for in this language, once its fonts are in. */
async function landingFonts(page: Page, locale: Locale): Promise<string[]> {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.addInitScript((code) => localStorage.setItem('locale', code), locale);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  return fonts;
}

test(
  'the English landing loads the Latin font and no Indic one',
  { tag: ONE_DATABASE },
  async ({ page }) => {
    const fonts = await landingFonts(page, 'en');
    expect(fonts.some((path) => /noto-sans-latin-wght/.test(path))).toBe(true);
    expect(fonts.filter((path) => INDIC.test(path))).toEqual([]);
  },
);

test(
  'the Hindi landing loads Devanagari and no other Indic script',
  { tag: ONE_DATABASE },
  async ({ page }) => {
    const fonts = await landingFonts(page, 'hi');
    expect(fonts.some((path) => /devanagari-wght/.test(path))).toBe(true);
    expect(fonts.filter((path) => INDIC.test(path) && !path.includes('devanagari'))).toEqual([]);
  },
);
