import { useId, useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { MAX_CHAPTERS, setChapters } from '../../../../domain/customTest/customTestChoice.ts';
import { createTestHref } from './createTestSteps.ts';
import type { StepProps } from './stepProps.ts';

type Problem = 'none' | 'tooMany' | undefined;

/**
 * Step 2: chapters of each chosen subject, with how many questions each holds (a chapter without
 * any cannot be chosen) and a button to choose or clear a subject's chapters at once.
 */
export function SelectChapters({ state, choice, setChoice }: StepProps) {
  const id = useId();
  const intl = useIntl();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<Problem>();
  const change = (paths: string[], selected: boolean) => {
    setProblem(undefined);
    setChoice(setChapters(choice, paths, selected));
  };
  const next = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const count = choice.chapters.length;
    if (count === 0 || count > MAX_CHAPTERS) {
      setProblem(count === 0 ? 'none' : 'tooMany');
      return;
    }
    void navigate(createTestHref('settings'));
  };
  const chosenSubjects = state.subjects.filter((s) => s.userSelected);
  return (
    <form className="test-create-form" onSubmit={next} noValidate>
      {chosenSubjects.map((subject) => {
        const chapters = state.chapters[subject.code] ?? [];
        const choosable = chapters.filter((c) => c.questions > 0).map((c) => c.learn_path);
        const all = choosable.length > 0 && subject.selectedChapCount === choosable.length;
        return (
          <fieldset
            key={subject.code}
            className="test-checklist"
            aria-describedby={problem ? `${id}error` : undefined}
          >
            <legend>{subject.display_name}</legend>
            <p className="test-checklist-bar">
              <span className="test-muted">
                <FormattedMessage
                  id="test.create.chapters.chosen"
                  values={{ count: subject.selectedChapCount, total: chapters.length }}
                />
              </span>
              <button
                type="button"
                className="button ghost"
                disabled={choosable.length === 0}
                aria-label={intl.formatMessage(
                  { id: all ? 'test.create.chapters.clearNamed' : 'test.create.chapters.allNamed' },
                  { subject: subject.display_name },
                )}
                onClick={() => change(choosable, !all)}
              >
                <FormattedMessage
                  id={all ? 'test.create.chapters.clear' : 'test.create.chapters.all'}
                />
              </button>
            </p>
            {chapters.map((chapter) => (
              <label key={chapter.learn_path} className="test-check">
                <input
                  type="checkbox"
                  checked={chapter.selected}
                  disabled={chapter.questions === 0}
                  onChange={() => change([chapter.learn_path], !chapter.selected)}
                />
                <span>{chapter.name}</span>
                <span className="test-muted">
                  <FormattedMessage
                    id="test.create.chapters.questions"
                    values={{ count: chapter.questions }}
                  />
                </span>
              </label>
            ))}
          </fieldset>
        );
      })}
      {problem && (
        <p id={`${id}error`} className="test-error" role="alert">
          {problem === 'none' ? (
            <FormattedMessage id="test.create.chapters.none" />
          ) : (
            <FormattedMessage id="test.create.chapters.tooMany" values={{ max: MAX_CHAPTERS }} />
          )}
        </p>
      )}
      <div className="test-actions">
        <Link className="button ghost" to={createTestHref('select-subjects')}>
          <FormattedMessage id="test.create.back" />
        </Link>
        <button type="submit" className="button primary">
          <FormattedMessage id="test.create.next" />
        </button>
      </div>
    </form>
  );
}
