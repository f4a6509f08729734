/**
 * The arithmetic of a question's `verify` expression: numbers, + - * / ^ (right-associative),
 * parentheses, unary minus, the constants pi and e, functions sqrt, sin, cos, tan, asin, acos,
 * atan, log10, ln, abs, and `deg` after a number or bracket to turn degrees into radians. Nothing
 * else is accepted, so no expression can run code.
 */
const FUNCTIONS: Readonly<Record<string, (x: number) => number>> = {
  sqrt: Math.sqrt,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  log10: Math.log10,
  ln: Math.log,
  abs: Math.abs,
};
const CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, e: Math.E };
const TOKEN = /\s*(\d+(?:\.\d+)?(?:e[+-]?\d+)?|[A-Za-z_][A-Za-z0-9_]*|[-+*/^()])/y;

export function evaluateExpression(source: string): number {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match?.[1]) {
      if (source.slice(at).trim() === '') break;
      throw new Error(`unexpected "${source.slice(at).trim()}" in ${source}`);
    }
    tokens.push(match[1]);
  }
  let i = 0;
  const peek = () => tokens[i];
  const take = (expected?: string) => {
    const token = tokens[i++];
    if (token === undefined || (expected !== undefined && token !== expected))
      throw new Error(`expected ${expected ?? 'more'} in ${source}`);
    return token;
  };

  const sum = (): number => {
    let value = product();
    while (peek() === '+' || peek() === '-')
      value = take() === '+' ? value + product() : value - product();
    return value;
  };
  const product = (): number => {
    let value = unary();
    while (peek() === '*' || peek() === '/')
      value = take() === '*' ? value * unary() : value / unary();
    return value;
  };
  // As in mathematics, -3^2 is -(3^2), and an exponent may have its own sign: 2^-1.
  const unary = (): number =>
    peek() === '-' ? (take(), -unary()) : peek() === '+' ? (take(), unary()) : power();
  const power = (): number => {
    const base = degrees();
    return peek() === '^' ? (take(), base ** unary()) : base;
  };
  const degrees = (): number => {
    const value = atom();
    return peek() === 'deg' ? (take(), (value * Math.PI) / 180) : value;
  };
  const atom = (): number => {
    const token = take();
    if (token === '(') {
      const value = sum();
      take(')');
      return value;
    }
    if (/^\d/.test(token)) return Number(token);
    const fn = FUNCTIONS[token];
    if (fn) {
      take('(');
      const value = sum();
      take(')');
      return fn(value);
    }
    const constant = CONSTANTS[token];
    if (constant !== undefined) return constant;
    throw new Error(`unknown "${token}" in ${source}`);
  };

  const value = sum();
  if (i !== tokens.length) throw new Error(`unexpected "${tokens[i] ?? ''}" in ${source}`);
  return value;
}
