import { useAtomValue } from 'jotai';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  startSessionCall,
  type BundleMeta,
  type TestSession,
} from '../../../../domain/contracts/mockTests.ts';
import type { Locale } from '../../../../domain/rules/locales.ts';
import { callApi } from '../../../../runtime/api/callApi.ts';
import { localeAtom } from '../../../../runtime/i18n/localeAtom.ts';
import { GeneralInstructions } from './GeneralInstructions.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { openProblemOf, type OpenProblem } from './openProblem.ts';

export interface InstructionsViewProps {
  meta: BundleMeta;
  homeworkId: string | undefined;
  onSession: (session: TestSession) => void;
}

/**
 * The instructions state: the general instructions and the test's own, the language to answer
 * in, the password when the test has one, "I have read the instructions", and Start. Starting
 * asks the server (which checks the password and the schedule); its clock starts then.
 */
export function InstructionsView({ meta, homeworkId, onSession }: InstructionsViewProps) {
  const uiLocale = useAtomValue(localeAtom);
  const ids = useId();
  const [language, setLanguage] = useState<Locale>(
    meta.languages.includes(uiLocale) ? uiLocale : (meta.languages[0] ?? 'en'),
  );
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<OpenProblem>();
  const passwordField = useRef<HTMLInputElement>(null);
  const needsPassword = meta.is_password_protected;
  const ready = agreed && (!needsPassword || password.trim() !== '') && !starting;
  const passwordWrong = problem?.code === 'TEST_PASSWORD_WRONG';

  const start = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!ready) return;
    setStarting(true);
    setProblem(undefined);
    try {
      const answer = await callApi(startSessionCall, {
        params: { code: meta.code },
        body: {
          language,
          ...(needsPassword && { password }),
          ...(homeworkId !== undefined && { homework_id: homeworkId }),
        },
      });
      onSession(answer.body.data);
    } catch (error) {
      const found = openProblemOf(error);
      setProblem(found);
      setStarting(false);
      if (found.code === 'TEST_PASSWORD_WRONG') passwordField.current?.focus();
    }
  };

  return (
    <article className="runner-instructions" aria-labelledby={`${ids}-title`}>
      <header className="runner-instructions__header">
        <p className="runner-muted">
          <FormattedMessage id="runner.instructions.kind" />
        </p>
        <h1 id={`${ids}-title`}>{meta.title}</h1>
      </header>
      <GeneralInstructions meta={meta} />
      {meta.instructions.length > 0 && (
        <section aria-labelledby={`${ids}-own`}>
          <h2 id={`${ids}-own`}>
            <FormattedMessage id="runner.instructions.test" />
          </h2>
          <ol>
            {meta.instructions.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ol>
        </section>
      )}
      <form className="runner-start" onSubmit={(event) => void start(event)}>
        <LanguageSelect
          label="runner.language.start"
          value={language}
          languages={meta.languages}
          onChange={setLanguage}
        />
        {needsPassword && (
          <div className="runner-field">
            <label htmlFor={`${ids}-password`}>
              <FormattedMessage id="runner.password.label" />
            </label>
            <input
              ref={passwordField}
              id={`${ids}-password`}
              type="password"
              autoComplete="off"
              value={password}
              aria-invalid={passwordWrong || undefined}
              aria-describedby={passwordWrong ? `${ids}-problem` : `${ids}-password-hint`}
              onChange={(event) => setPassword(event.target.value)}
            />
            <p id={`${ids}-password-hint`} className="runner-muted">
              <FormattedMessage id="runner.password.hint" />
            </p>
          </div>
        )}
        <div className="runner-check">
          <input
            id={`${ids}-agree`}
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <label htmlFor={`${ids}-agree`}>
            <FormattedMessage id="runner.instructions.agree" />
          </label>
        </div>
        {problem && (
          <div id={`${ids}-problem`} role="alert" className="runner-error">
            <p>
              <FormattedMessage id={problem.message} />
            </p>
            {problem.serverMessage && <p>{problem.serverMessage}</p>}
          </div>
        )}
        <button type="submit" className="runner-button runner-button--primary" disabled={!ready}>
          {starting ? (
            <FormattedMessage id="runner.starting" />
          ) : (
            <FormattedMessage id="runner.start" />
          )}
        </button>
      </form>
    </article>
  );
}
