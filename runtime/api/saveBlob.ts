/** Hands a downloaded file to the browser to save, under its name, then lets the memory go. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
