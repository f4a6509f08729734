import { useId, useState, type SyntheticEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { toggleSubject } from '../../../../domain/customTest/customTestChoice.ts';
import { createTestHref } from './createTestSteps.ts';
import type { StepProps } from './stepProps.ts';

/** Step 1: the subjects to take chapters from (real checkboxes: Tab and Space work). */
export function SelectSubjects({ subjects, state, choice, setChoice }: StepProps) {
  const id = useId();
  const navigate = useNavigate();
  const [missing, setMissing] = useState(false);
  const next = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (choice.subjects.length === 0) {
      setMissing(true);
      return;
    }
    void navigate(createTestHref('select-chapters'));
  };
  return (
    <form className="test-create-form" onSubmit={next} noValidate>
      <fieldset className="test-checklist" aria-describedby={missing ? `${id}error` : undefined}>
        <legend>
          <FormattedMessage id="test.create.subjects.legend" />
        </legend>
        {state.subjects.map((subject, index) => (
          <label key={subject.code} className="test-check">
            <input
              type="checkbox"
              checked={subject.userSelected}
              onChange={() => {
                const offered = subjects[index];
                if (!offered) return;
                setMissing(false);
                setChoice(toggleSubject(choice, offered));
              }}
            />
            <span>{subject.display_name}</span>
            {subject.selectedChapCount > 0 && (
              <span className="test-muted">
                <FormattedMessage
                  id="test.create.subjects.chosenChapters"
                  values={{ count: subject.selectedChapCount }}
                />
              </span>
            )}
          </label>
        ))}
      </fieldset>
      {missing && (
        <p id={`${id}error`} className="test-error" role="alert">
          <FormattedMessage id="test.create.subjects.none" />
        </p>
      )}
      <div className="test-actions">
        <button type="submit" className="button primary">
          <FormattedMessage id="test.create.next" />
        </button>
      </div>
    </form>
  );
}
