/**
 * Logos drawn from a brand's name: its initial on the brand colour, and the name beside it. An SVG
 * shown through <img> cannot load web fonts, so the name is stretched to a fixed length
 * (textLength) and never spills out of the picture whatever font the system substitutes.
 */
export function brandLogos(name: string, color: string): { full: string; mark: string } {
  const initial = escapeXml(name.charAt(0).toUpperCase());
  const label = escapeXml(name);
  const square = `<rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="44" text-anchor="middle" font-family="Noto Sans, sans-serif" font-size="36" font-weight="700" fill="#fff">${initial}</text>`;
  const textWidth = name.length * 20;
  const width = 80 + textWidth + 8;
  return {
    mark: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${label}">${square}</svg>\n`,
    full: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" role="img" aria-label="${label}">${square}<text x="80" y="43" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs" font-family="Noto Sans, sans-serif" font-size="32" font-weight="700" fill="${color}">${label}</text></svg>\n`,
  };
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
}
