import { expect, test } from '@playwright/test';
import { parseRichText } from '../../renderers/questions/richTextSegments.ts';
import { texToSpeech, type MathWords } from '../../renderers/questions/texToSpeech.ts';
import { addProfile, freshMobile, signUp } from './accountSteps.ts';
import { message } from './brandHosts.ts';
import { expectNoSeriousA11yViolations } from './expectNoSeriousA11yViolations.ts';
import { bankQuestion, cell, fromTestsHome, heading, startPaper } from './mockTestSteps.ts';

/** A phone (the width the issue was seen at) and a desktop to walk the palette from. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The smallest glyph of a formula a student can read on a phone, in CSS pixels. */
const READABLE_PX = 14;

/** The TeX of each option when every option of a single-choice question is one formula. */
function formulaOptions(code: string): string[] | undefined {
  const q = bankQuestion(code);
  if (q?.type !== 'SingleChoice') return;
  const texts = q.options.map((o) => parseRichText(o.text.en.trim()));
  if (!texts.every((segments) => segments.length === 1 && segments[0]?.kind === 'math')) return;
  return texts.map((segments) => (segments[0]?.kind === 'math' ? segments[0].tex : ''));
}

const words: MathWords = {
  over: message('question.math.over'),
  squared: message('question.math.squared'),
  cubed: message('question.math.cubed'),
  power: message('question.math.power'),
  subscript: message('question.math.subscript'),
  root: message('question.math.root'),
};

test('answer options that are only formulas have spoken names and read well on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, request, 'abhyas', freshMobile());
  await addProfile(page, 'Meera Iyer');
  await expect(page).toHaveURL(/\/learn\/home$/);
  await fromTestsHome(page, 'JEE Main full mock test 1');
  const paper = await startPaper(page);

  const questions = paper.sections.flatMap((s) => s.questions);
  const number = questions.findIndex((q) =>
    formulaOptions(q.code)?.some((t) => t.includes('frac')),
  );
  const options = formulaOptions(questions[number]?.code ?? '');
  if (!options) throw new Error('the paper has no question whose options are fractions only');
  await cell(page, number + 1).click();
  await expect(heading(page, number + 1)).toBeVisible();
  await page.setViewportSize(PHONE);
  const choices = page.locator('.question-choice');
  await expect(choices.locator('.katex').first()).toBeVisible();

  for (const tex of options)
    await expect(
      page.getByRole('radio', { name: texToSpeech(tex, words), exact: true }),
    ).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // Every glyph of the options, numerators, denominators and scripts included (KaTeX's struts
  // hold a zero-width space at 1 px: no glyph).
  const smallest = await choices.evaluateAll((labels) => {
    const sizes = labels.flatMap((label) =>
      [...label.querySelectorAll('.katex *')]
        .filter((el) =>
          [...el.childNodes].some(
            (n) => n.nodeType === 3 && /[^\s\u200b]/.test(n.textContent ?? ''),
          ),
        )
        .map((el) => parseFloat(getComputedStyle(el).fontSize)),
    );
    return Math.min(...sizes);
  });
  expect(smallest).toBeGreaterThanOrEqual(READABLE_PX);
});
