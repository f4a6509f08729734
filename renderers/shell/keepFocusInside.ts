const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'select:not([disabled])',
  'input:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements Tab stops at inside a container, in order, leaving out closed sub-menus. */
export function focusableIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.closest('[hidden]') === null,
  );
}

/**
 * Wraps Tab and Shift+Tab around a modal container: a browser would otherwise let focus leave a
 * modal dialog for its own address bar after the last control.
 */
export function keepFocusInside(container: Element, event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const stops = focusableIn(container);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
