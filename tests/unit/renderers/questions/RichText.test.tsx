// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { plainText } from '../../../../renderers/questions/plainMath.ts';
import { RichText } from '../../../../renderers/questions/RichText.tsx';
import { parseRichText, splitAtBlanks } from '../../../../renderers/questions/richTextSegments.ts';

afterEach(cleanup);

/** Formulas are read out with the catalog's words. */
const English = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={en}>
    {children}
  </IntlProvider>
);

/** The text rendered, once KaTeX has arrived and typeset its formulas. */
const html = async (text: string) => {
  const { container } = render(<RichText text={text} />, { wrapper: English });
  await waitFor(() => expect(container.querySelector('.math--plain')).toBeNull());
  return container;
};

describe('RichText', () => {
  it('reads a formula as plain text until KaTeX has arrived', async () => {
    vi.resetModules();
    const fresh = await import('../../../../renderers/questions/RichText.tsx');
    const { container } = render(<fresh.RichText text={'Area $\\pi r^2$ here'} />, {
      wrapper: English,
    });
    expect(container.querySelector('.math--plain [aria-hidden]')?.textContent).toBe('π r²');
    await waitFor(() => expect(container.querySelector('.math .katex')).toBeTruthy());
  });

  it('typesets inline formulas with KaTeX for the eye, and reads them out in words', async () => {
    const container = await html('Distance $s = ut + \\frac{1}{2}at^2$ in metres.');
    expect(container.querySelector('.math [aria-hidden="true"] .katex')).toBeTruthy();
    expect(container.querySelector('.katex-mathml')).toBeNull();
    expect(container.querySelector('.math .visually-hidden')?.textContent).toBe(
      's = u t + 1 over 2 a t squared',
    );
  });

  it('names a radio whose label is only a formula', async () => {
    const { getByRole } = render(
      <label>
        <input type="radio" />
        <RichText text={'$\\frac{\\sqrt{3}}{2}$'} />
      </label>,
      { wrapper: English },
    );
    await waitFor(() => expect(document.querySelector('.katex')).toBeTruthy());
    expect(getByRole('radio', { name: 'square root of 3, over 2' })).toBeTruthy();
  });

  it('keeps KaTeX layout styles on the formula, set as styles rather than parsed markup', async () => {
    const container = await html('Then $\\frac{1}{2}$ follows.');
    const struts = container.querySelectorAll<HTMLElement>('.katex .strut');
    expect(struts.length).toBeGreaterThan(0);
    for (const strut of struts) expect(strut.style.height).toMatch(/em$/);
    expect(container.querySelector('[data-parked-style]')).toBeNull();
  });

  it('typesets display formulas as blocks', async () => {
    const container = await html('Then $$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$ follows.');
    expect(container.querySelector('.math--display .katex-display')).toBeTruthy();
  });

  it('writes text as text: no markup from content ever reaches the page', async () => {
    const container = await html('<script>alert(1)</script><img src=x onerror="alert(2)"> and $x$');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('lets KaTeX escape markup inside formulas and refuse links', async () => {
    const container = await html(
      '$<img src=x onerror=alert(1)>$ and $\\href{javascript:alert(1)}{x}$',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
  });

  it('shows a formula KaTeX cannot parse as its source instead of failing', async () => {
    const container = await html('Broken $\\frac{1}{$ here');
    expect(container.querySelector('.katex-error')?.textContent).toBe('\\frac{1}{');
  });

  it('keeps an unpaired or escaped dollar as text', async () => {
    expect((await html('It costs $5 only')).textContent).toBe('It costs $5 only');
    expect((await html('Price \\$3 and \\$4')).textContent).toBe('Price $3 and $4');
    expect(parseRichText('a $x$ b $$y$$')).toMatchObject([
      { kind: 'text', text: 'a ' },
      { kind: 'math', tex: 'x', display: false },
      { kind: 'text', text: ' b ' },
      { kind: 'math', tex: 'y', display: true },
    ]);
  });
});

describe('splitAtBlanks', () => {
  it('splits at runs of two or more underscores, outside formulas only', () => {
    expect(splitAtBlanks('The ____ lamella, calcium ____, holds.')).toEqual([
      'The ',
      ' lamella, calcium ',
      ', holds.',
    ]);
    expect(splitAtBlanks('A _ single underscore is no blank.')).toHaveLength(1);
    expect(splitAtBlanks('$x = $ __ and $a__{1}$ ___')).toEqual(['$x = $ ', ' and $a__{1}$ ', '']);
  });
});

describe('plainText', () => {
  it('writes formulas readably for selects and names, which take no markup', () => {
    expect(plainText('$sp^3d^2$')).toBe('sp³d²');
    expect(plainText('$\\mathrm{H_2O}$ and $\\frac{1}{3}$')).toBe('H₂O and 1/3');
    expect(plainText('$x + 2 = \\pm 3$')).toBe('x + 2 = ± 3');
    expect(plainText('$\\displaystyle\\int_{-1}^{1} x^3\\,dx$')).toBe('∫₋₁¹ x³ dx');
  });
});
