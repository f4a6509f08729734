/**
 * TeX commands that stand for one symbol, as that symbol in Unicode: a reader (plainMath) and a
 * screen reader (texToSpeech) both take the symbol, which every language's speech already names.
 */
export const TEX_SYMBOLS: Readonly<Record<string, string>> = {
  times: '×', cdot: '·', div: '÷', pm: '±', mp: '∓', le: '≤', leq: '≤', ge: '≥', geq: '≥',
  ne: '≠', neq: '≠', approx: '≈', sim: '∼', equiv: '≡', propto: '∝', ll: '≪', gg: '≫', in: '∈',
  infty: '∞', to: '→', rightarrow: '→', Rightarrow: '⇒', iff: '⇔', leftarrow: '←',
  rightleftharpoons: '⇌', leftrightarrow: '↔', int: '∫', sum: 'Σ', sqrt: '√', degree: '°',
  circ: '°', pi: 'π', theta: 'θ', alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', Delta: 'Δ',
  lambda: 'λ', mu: 'μ', omega: 'ω', Omega: 'Ω', sigma: 'σ', rho: 'ρ', phi: 'φ', epsilon: 'ε',
  varepsilon: 'ε', triangle: '△', angle: '∠', perp: '⊥', parallel: '∥', triangleright: '▷',
  ldots: '…', dots: '…', cdots: '⋯', quad: ' ', qquad: ' ',
}; // prettier-ignore
