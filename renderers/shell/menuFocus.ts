/**
 * The keyboard stops of a menu list, one per entry: its link or its sub-menu's button.
 * Placeholders have nothing to activate and the language picker keeps its own arrow keys.
 */
export function entryControls(list: Element): HTMLElement[] {
  const controls: HTMLElement[] = [];
  for (const entry of list.children) {
    const first = entry.firstElementChild;
    const control = first?.matches('.submenu') ? first.firstElementChild : first;
    if (control instanceof HTMLElement && control.matches('a.menu-link, button.menu-button')) {
      controls.push(control);
    }
  }
  return controls;
}

/** Moves focus to the first or last entry of a list, if it has any. */
export function focusEntry(list: Element | null | undefined, which: 'first' | 'last') {
  if (!list) return;
  const controls = entryControls(list);
  (which === 'first' ? controls[0] : controls.at(-1))?.focus();
}
