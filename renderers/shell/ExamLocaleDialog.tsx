import { FormattedMessage } from 'react-intl';
import type { ExamLocalePromptVariant } from '../../domain/profiles/examLocalePrompt.ts';
import { ModalDialog } from './ModalDialog.tsx';

/** Each variant's title and message, written out so the catalog checks can see them used. */
const TEXTS: Record<ExamLocalePromptVariant, { title: string; message: string }> = {
  both: { title: 'profiles.linkPrompt.both.title', message: 'profiles.linkPrompt.both.message' },
  exam: { title: 'profiles.linkPrompt.exam.title', message: 'profiles.linkPrompt.exam.message' },
  locale: {
    title: 'profiles.linkPrompt.locale.title',
    message: 'profiles.linkPrompt.locale.message',
  },
};

export interface ExamLocaleDialogProps {
  variant: ExamLocalePromptVariant;
  /** The link's exam and language, named for the reader. */
  examName: string;
  languageName: string;
  busy: boolean;
  failed: boolean;
  onCancel: () => void;
  onChange: () => void;
}

/**
 * Asks whether to move the profile to a campaign link's exam and language. A modal: focus moves
 * in and stays (Tab wraps), Escape is Cancel, and the title and message are read out on opening.
 */
export function ExamLocaleDialog({
  variant,
  examName,
  languageName,
  busy,
  failed,
  onCancel,
  onChange,
}: ExamLocaleDialogProps) {
  const values = { exam: examName, language: languageName };
  return (
    <ModalDialog
      backdropClassName="exam-prompt"
      className="modal exam-prompt__dialog"
      title={<FormattedMessage id={TEXTS[variant].title} />}
      message={<FormattedMessage id={TEXTS[variant].message} values={values} />}
      onClose={busy ? undefined : onCancel}
    >
      <p className="form-alert" role="alert">
        {failed && <FormattedMessage id="profiles.linkPrompt.failed" />}
      </p>
      <div className="exam-prompt__actions">
        <button type="button" className="button ghost" disabled={busy} onClick={onCancel}>
          <FormattedMessage id="profiles.linkPrompt.cancel" />
        </button>
        <button type="button" className="button" disabled={busy} onClick={onChange}>
          <FormattedMessage id="profiles.linkPrompt.change" />
        </button>
      </div>
    </ModalDialog>
  );
}
