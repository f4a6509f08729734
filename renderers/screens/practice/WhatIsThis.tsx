import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * "What is this?" beside a word of the product a student may not know (an attempt type, embiums):
 * a native disclosure, so it opens with Enter or Space and a screen reader says it is collapsed.
 */
export function WhatIsThis({ children }: { children: ReactNode }) {
  return (
    <details className="practice-explain">
      <summary>
        <FormattedMessage id="practice.explain.toggle" />
      </summary>
      <p>{children}</p>
    </details>
  );
}
