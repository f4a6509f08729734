/**
 * Turns the right-click (and long-press) context menu off for the whole page (shell spec §1), so
 * content is not saved or copied from it. Text fields keep theirs: pasting an OTP or a password
 * from the clipboard is how many people fill them in. Returns the undo.
 */
export function blockContextMenu(target: Document = document): () => void {
  const block = (event: Event) => {
    if (!isEditable(event.target)) event.preventDefault();
  };
  target.addEventListener('contextmenu', block);
  return () => target.removeEventListener('contextmenu', block);
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target.isContentEditable
  );
}
