/** The runner's looks; a test naming any other shows the dark default (spec §4). */
export const UI_STYLES = ['dark', 'light', 'nta'] as const;
export type UiStyle = (typeof UI_STYLES)[number];
export const DEFAULT_UI_STYLE: UiStyle = 'dark';

export function uiStyleOf(name: string | undefined): UiStyle {
  return UI_STYLES.find((style) => style === name) ?? DEFAULT_UI_STYLE;
}
