import type { Brand } from '../../schemas/types.generated.ts';

/**
 * The brand's theme tokens as a stylesheet of CSS variables, the ones runtime/brand/applyTheme.ts
 * sets when the app runs: linked from a prerendered page, so its first paint is already in the
 * brand's colours (the content security policy allows no inline style).
 */
export function themeStylesheet(brand: Brand): string {
  const colours = Object.entries(brand.theme.colors).map(
    ([token, value]) =>
      `--color-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value};`,
  );
  return `:root{${colours.join('')}--radius:${brand.theme.radius}px;}\n`;
}
