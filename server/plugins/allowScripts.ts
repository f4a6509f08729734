/**
 * A Content-Security-Policy with the given script hashes added to its script-src, for a document
 * whose own inline scripts the build hashed (the prerendered pages' pre-paint check).
 */
export function allowScripts(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('script-src ') ? `${trimmed} ${hashes.join(' ')}` : trimmed;
    })
    .join(';');
}
