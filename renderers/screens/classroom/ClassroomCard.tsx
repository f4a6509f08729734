import type { Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Classroom } from '../../../domain/contracts/classroom.ts';
import { useTextLanguage } from '../../../runtime/i18n/useTextLanguage.ts';
import { InstituteMark } from './InstituteMark.tsx';

/** One class of the student's: the institute's mark and name, the class's name, and Leave. */
export function ClassroomCard({
  classroom,
  onLeave,
  itemRef,
}: {
  classroom: Classroom;
  onLeave: (classroom: Classroom) => void;
  /** Lets the list move focus to this class (tabIndex -1: reachable by script, not by Tab). */
  itemRef?: Ref<HTMLLIElement>;
}) {
  const intl = useIntl();
  const textLang = useTextLanguage();
  const id = `classroom-${classroom.classId}`;
  return (
    <li
      className="classroom-card"
      aria-labelledby={id}
      ref={itemRef}
      tabIndex={itemRef ? -1 : undefined}
    >
      <InstituteMark src={classroom.instituteLogo} />
      <div className="classroom-names">
        <h3 id={id} lang={textLang(classroom.className)}>
          {classroom.className}
        </h3>
        <p lang={textLang(classroom.instituteName)}>{classroom.instituteName}</p>
      </div>
      <button
        type="button"
        className="button ghost"
        aria-haspopup="dialog"
        // Every card has a Leave: its name says which class it leaves (beginning with the word shown).
        aria-label={intl.formatMessage(
          { id: 'classroom.leave.named' },
          { className: classroom.className },
        )}
        onClick={() => onLeave(classroom)}
      >
        <FormattedMessage id="classroom.leave" />
      </button>
    </li>
  );
}
