/** What a page text may name instead of writing it, so one text serves every brand. */
export const PAGE_TEXT_PLACEHOLDERS = ['brand', 'email'] as const;

export type PageTextPlaceholder = (typeof PAGE_TEXT_PLACEHOLDERS)[number];

export type TextPiece = string | { placeholder: PageTextPlaceholder };

const PLACEHOLDER = new RegExp(`\\{(${PAGE_TEXT_PLACEHOLDERS.join('|')})\\}`, 'g');

/**
 * A page text cut at its placeholders ({brand}, {email}); any other braces are plain text, so an
 * author's stray brace shows as written instead of breaking the page.
 */
export function splitPlaceholders(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > from) pieces.push(text.slice(from, match.index));
    pieces.push({ placeholder: match[1] as PageTextPlaceholder });
    from = match.index + match[0].length;
  }
  if (from < text.length) pieces.push(text.slice(from));
  return pieces;
}
