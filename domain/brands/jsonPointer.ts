import { isPlainObject } from './mergeDocuments.ts';

/** Splits a JSON pointer (RFC 6901) into its unescaped segments. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replaceAll('~', '~0').replaceAll('/', '~1')).join('');
}

/** Whether the pointer names a value that is present in the document. */
export function hasPointer(document: unknown, pointer: string): boolean {
  let node: unknown = document;
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(node) && /^\d+$/.test(segment) && Number(segment) < node.length) {
      node = node[Number(segment)];
    } else if (isPlainObject(node) && Object.hasOwn(node, segment)) {
      node = node[segment];
    } else {
      return false;
    }
  }
  return true;
}
