import {
  PROJECTOR_COLOURS,
  PROJECTOR_TEXT_SCALE,
  projectorModeOn,
} from '../../domain/shell/projectorMode.ts';
import { applyColours } from './applyTheme.ts';

/** Marks the page, so stylesheets can widen what colours alone cannot (borders, focus rings). */
export const PROJECTOR_ATTRIBUTE = 'data-projector';

/**
 * Switches to the projector theme when the address asks for it and the brand allows it (shell
 * spec §1): high-contrast colours over the brand's, larger text. Returns whether it did.
 */
export function applyProjectorMode(
  search: Pick<URLSearchParams, 'get'>,
  brandAllows: boolean,
  root: HTMLElement = document.documentElement,
): boolean {
  if (!projectorModeOn(search, brandAllows)) return false;
  applyColours(PROJECTOR_COLOURS, root);
  root.style.fontSize = `${PROJECTOR_TEXT_SCALE * 100}%`;
  root.setAttribute(PROJECTOR_ATTRIBUTE, '');
  return true;
}
