import type { Brand } from '../../schemas/types.generated.ts';

/** Theme tokens become CSS variables on the root element, so stylesheets never name a brand. */
export function applyTheme(
  brand: Brand,
  markUrl: string,
  root: HTMLElement = document.documentElement,
) {
  for (const [token, value] of Object.entries(brand.theme.colors) as [string, string][]) {
    root.style.setProperty(`--color-${kebab(token)}`, value);
  }
  root.style.setProperty('--radius', `${brand.theme.radius}px`);
  const icon =
    document.querySelector<HTMLLinkElement>('link[rel="icon"]') ??
    document.head.appendChild(document.createElement('link'));
  icon.rel = 'icon';
  icon.href = markUrl;
}

function kebab(token: string): string {
  return token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
