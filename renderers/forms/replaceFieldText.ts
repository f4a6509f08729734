export type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Puts new text in a field the way typing does, so whoever owns the field (a React state, an
 * rjsf form) hears it through its own onChange: React watches the value setter of the element,
 * so the prototype's setter is called and an input event follows. The caret lands after the
 * replacement.
 */
export function replaceFieldText(field: TextField, start: number, end: number, text: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  const next = field.value.slice(0, start) + text + field.value.slice(end);
  Reflect.set(prototype, 'value', next, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  const caret = start + text.length;
  field.setSelectionRange(caret, caret);
}
