import { createElement } from 'react';
import type { LocalisedText } from '../../../domain/rules/localisedText.ts';
import { useLocalised } from './useLocalised.tsx';

export interface LocalisedProps {
  text: LocalisedText;
  as: 'p' | 'h2' | 'h3' | 'li' | 'span' | 'summary';
  id?: string;
  className?: string;
}

/** A page text as one element, marked as English when it is shown in English for want of a translation. */
export function Localised({ text, as, id, className }: LocalisedProps) {
  const { content, lang } = useLocalised(text);
  return createElement(as, { id, className, lang }, ...content);
}
