import type { Brand, Colours } from '../../schemas/types.generated.ts';

/** Theme tokens become CSS variables on the root element, so stylesheets never name a brand. */
export function applyTheme(
  brand: Brand,
  markUrl: string,
  root: HTMLElement = document.documentElement,
) {
  applyColours(brand.theme.colors, root);
  root.style.setProperty('--radius', `${brand.theme.radius}px`);
  const icon =
    document.querySelector<HTMLLinkElement>('link[rel="icon"]') ??
    document.head.appendChild(document.createElement('link'));
  icon.rel = 'icon';
  icon.href = markUrl;
}

/** Each colour token becomes `--color-<token in kebab case>`. */
export function applyColours(colours: Colours, root: HTMLElement = document.documentElement) {
  for (const [token, value] of Object.entries(colours) as [string, string][]) {
    root.style.setProperty(`--color-${kebab(token)}`, value);
  }
}

function kebab(token: string): string {
  return token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
