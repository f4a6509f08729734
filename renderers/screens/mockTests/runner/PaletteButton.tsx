import { FormattedMessage, useIntl } from 'react-intl';

export interface PaletteButtonProps {
  /** Questions with an answer (marked for review or not). */
  answered: number;
  total: number;
  onOpen: () => void;
}

/**
 * The bar's way to the palette on a phone, with how far the paper has got. Its spoken name begins
 * with the word it shows, so "tap Questions" works by voice, and says the counts in words.
 */
export function PaletteButton({ answered, total, onOpen }: PaletteButtonProps) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className="runner-button runner-palette-button"
      aria-haspopup="dialog"
      aria-label={intl.formatMessage({ id: 'runner.palette.open' }, { answered, total })}
      onClick={onOpen}
    >
      <FormattedMessage id="runner.palette.progress" values={{ answered, total }} />
    </button>
  );
}
