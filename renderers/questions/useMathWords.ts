import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useCatalogParts } from '../../runtime/i18n/CatalogParts.ts';
import type { MathWords } from './texToSpeech.ts';

/** The words formulas are spoken with, in the current language. */
export function useMathWords(): MathWords {
  // A formula can show outside the question screens (a test's analysis): its words come along.
  useCatalogParts('question');
  const intl = useIntl();
  return useMemo(
    () => ({
      over: intl.formatMessage({ id: 'question.math.over' }),
      squared: intl.formatMessage({ id: 'question.math.squared' }),
      cubed: intl.formatMessage({ id: 'question.math.cubed' }),
      power: intl.formatMessage({ id: 'question.math.power' }),
      subscript: intl.formatMessage({ id: 'question.math.subscript' }),
      root: intl.formatMessage({ id: 'question.math.root' }),
    }),
    [intl],
  );
}
