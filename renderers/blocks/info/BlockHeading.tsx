import { FormattedMessage } from 'react-intl';
import type { LocalisedText } from '../../../domain/rules/localisedText.ts';
import { Localised } from './Localised.tsx';

export interface BlockHeadingProps {
  id: string;
  /** The document's heading for the block, if it gives one. */
  text: LocalisedText | undefined;
  /** Message key of the heading used when the document gives none. */
  fallbackKey: string;
}

/** The heading of a block that always has one: the document's own, or the product's wording. */
export function BlockHeading({ id, text, fallbackKey }: BlockHeadingProps) {
  if (text) return <Localised as="h2" id={id} text={text} />;
  return (
    <h2 id={id}>
      <FormattedMessage id={fallbackKey} />
    </h2>
  );
}
