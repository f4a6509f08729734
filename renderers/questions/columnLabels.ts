/** Column I items are lettered A, B, C… in the order written; Column II items numbered 1, 2, 3… as shown. */
export const leftLabel = (index: number): string => String.fromCharCode(65 + (index % 26));
export const rightLabel = (index: number): string => String(index + 1);

/** A plain text cut for a native `<option>`, which cannot wrap. */
export function shortText(text: string, max = 60): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
