import { useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { maxWidthQuery, PHONE_MAX_WIDTH_PX } from '../../../domain/rules/breakpoints.ts';
import { useMediaQuery } from '../../../runtime/platform/useMediaQuery.ts';
import { useFocusTrap } from '../useFocusTrap.ts';
import './planShell.css';

export interface FounderNoteProps {
  trialDays: number;
  /** Catalog keys of the founder's name and title; the brand signs the note without them. */
  founder: { name: string; title: string } | undefined;
  brandName: string;
  /** Back: closes the note. */
  onBack: () => void;
  /** Explore Plans: closes the note and opens the plans. */
  onExplore: () => void;
}

/**
 * The founder's welcome at the start of the free trial (shell spec §2 and §4). A modal that only
 * its buttons close: Escape and a click outside do nothing, so the student reads it once. On a
 * phone (up to 576 px) the buttons sit below the card, elsewhere inside it.
 */
export function FounderNote({
  trialDays,
  founder,
  brandName,
  onBack,
  onExplore,
}: FounderNoteProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useFocusTrap(root);
  const phone = useMediaQuery(maxWidthQuery(PHONE_MAX_WIDTH_PX));
  const actions = (
    <div className="founder-note__actions">
      <button type="button" className="button ghost" onClick={onBack}>
        <FormattedMessage id="plan.founder.back" />
      </button>
      <button type="button" className="button" onClick={onExplore}>
        <FormattedMessage id="plan.founder.explore" />
      </button>
    </div>
  );
  return (
    <div className="plan-overlay">
      <div
        ref={root}
        className="founder-note"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        tabIndex={-1}
        data-layout={phone ? 'phone' : 'wide'}
      >
        <div className="modal founder-note__card">
          <h2 id={`${id}-title`}>
            <FormattedMessage id="plan.founder.greeting" />
          </h2>
          <p id={`${id}-message`}>
            <FormattedMessage id="plan.founder.message" values={{ days: trialDays }} />
          </p>
          <p className="founder-note__signature">
            {founder ? (
              <>
                <strong>
                  <FormattedMessage id={founder.name} />
                </strong>
                <br />
                <FormattedMessage id={founder.title} />
              </>
            ) : (
              <strong>{brandName}</strong>
            )}
          </p>
          {!phone && actions}
        </div>
        {phone && actions}
      </div>
    </div>
  );
}
