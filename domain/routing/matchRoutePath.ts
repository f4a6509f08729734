/**
 * Whether an app path (optionally with a query) is served by a route pattern in react-router
 * syntax: ':name' matches one segment, ':name?' may be absent, a final '*' matches the rest.
 * Kept here, free of react-router, so that document validation does not need the browser floor.
 */
export function matchRoutePath(pattern: string, path: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path.split(/[?#]/)[0] ?? '');
  return matchFrom(wanted, given);
}

function matchFrom(wanted: string[], given: string[]): boolean {
  const [head, ...rest] = wanted;
  if (head === undefined) return given.length === 0;
  if (head === '*') return true;
  if (head.startsWith(':') && head.endsWith('?')) {
    return matchFrom(rest, given) || (given.length > 0 && matchFrom(rest, given.slice(1)));
  }
  const [first, ...others] = given;
  if (first === undefined) return false;
  if (head.startsWith(':') || head === first) return matchFrom(rest, others);
  return false;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}
