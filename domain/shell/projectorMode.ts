import type { Colours } from '../../schemas/types.generated.ts';

/** The query parameter that turns projector mode on (shell spec §1, §3). */
export const PROJECTOR_MODE_PARAM = 'projectorMode';

/** Values that leave it off, so a link can say so explicitly; any other value, or none, is on. */
const OFF_VALUES: readonly string[] = ['false', '0', 'off'];

/**
 * Projectors wash colours out and classrooms are bright, so the projector theme asks for 7:1
 * (WCAG AAA) on every text pair rather than the 4.5:1 every brand must meet: black on white, with
 * the interactive colours darkened to navy, rust and maroon.
 */
export const PROJECTOR_MIN_CONTRAST = 7;

export const PROJECTOR_COLOURS: Colours = {
  primary: '#001a70',
  onPrimary: '#ffffff',
  background: '#ffffff',
  surface: '#ffffff',
  text: '#000000',
  muted: '#262626',
  accent: '#7a2e00',
  danger: '#8b0000',
};

/** Text is scaled up this much, so the back row can read it. */
export const PROJECTOR_TEXT_SCALE = 1.25;

/** Whether the page opens in projector mode: the brand allows it and the address asks for it. */
export function projectorModeOn(search: Pick<URLSearchParams, 'get'>, brandAllows: boolean) {
  const value = search.get(PROJECTOR_MODE_PARAM);
  return brandAllows && value !== null && !OFF_VALUES.includes(value.toLowerCase());
}
