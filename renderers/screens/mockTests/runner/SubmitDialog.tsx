import { FormattedMessage } from 'react-intl';
import type { TestPaper } from '../../../../domain/contracts/mockTests.ts';
import { countStatuses } from '../../../../domain/mockTests/questionStatus.ts';
import type { TestState } from '../../../../domain/mockTests/replayTestEvents.ts';
import { RunnerDialog } from './RunnerDialog.tsx';
import { SectionCountsTable } from './SectionCountsTable.tsx';

export interface SubmitDialogProps {
  sections: TestPaper['sections'];
  questions: TestState['questions'];
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * Submit, or go back: the counts of each status by section first. They are counted here, from
 * the same replay the server runs, so answers not yet sent (offline) are in them too.
 */
export function SubmitDialog({ sections, questions, onSubmit, onCancel }: SubmitDialogProps) {
  const all = [...questions.values()];
  const rows = sections.map((section) => ({
    code: section.code,
    name: section.name,
    counts: countStatuses(all.filter((q) => q.section === section.code).map((q) => q.status)),
  }));
  return (
    <RunnerDialog
      title={<FormattedMessage id="runner.submit.title" />}
      message={<FormattedMessage id="runner.submit.message" />}
      onClose={onCancel}
    >
      <SectionCountsTable rows={rows} total={countStatuses(all.map((q) => q.status))} />
      <div className="runner-dialog__actions">
        <button type="button" className="runner-button" onClick={onCancel}>
          <FormattedMessage id="runner.submit.back" />
        </button>
        <button type="button" className="runner-button runner-button--primary" onClick={onSubmit}>
          <FormattedMessage id="runner.submit.confirm" />
        </button>
      </div>
    </RunnerDialog>
  );
}
