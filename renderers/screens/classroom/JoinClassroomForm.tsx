import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normaliseInviteCode } from '../../../domain/classroom/inviteCode.ts';
import {
  joinClassroomCall,
  validateInviteCodeCall,
  type Classroom,
} from '../../../domain/contracts/classroom.ts';
import { isName, NAME_MAX_LENGTH } from '../../../domain/rules/patterns.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useTextLanguage } from '../../../runtime/i18n/useTextLanguage.ts';
import { currentProfileAtom } from '../../../runtime/session/authState.ts';
import { useMomentFormat } from '../../tiles/useMomentFormat.ts';
import { codeRefused, joinErrorMessage } from './classroomErrorMessage.ts';
import { InstituteMark } from './InstituteMark.tsx';

/** What a valid invite code admits to, as the validate call answers it. */
interface Invite {
  classId: string;
  className: string;
  instituteName: string;
  instituteLogo: string;
  expiresAt: number;
}

/**
 * Where joining stands: typing a code, the code being checked, the class shown to confirm (the
 * code kept in its stored form, since the join checks it again), or the join on its way.
 */
type Step =
  | { kind: 'code' }
  | { kind: 'checking' }
  | { kind: 'confirm'; code: string; invite: Invite }
  | { kind: 'joining'; code: string; invite: Invite };

/**
 * "Join a class": the invite code as the teacher wrote it (any case, dash or not), checked with
 * the institute before anything is joined; then the class and institute it admits to, with the
 * names the institute will see (the profile's, editable), and the join. Every refusal says why in
 * words, beside the field it concerns.
 */
export function JoinClassroomForm({ onJoined }: { onJoined: (classroom: Classroom) => void }) {
  const intl = useIntl();
  const id = useId();
  const locale = useAtomValue(localeAtom);
  const profile = useAtomValue(currentProfileAtom);
  const { date } = useMomentFormat();
  const textLang = useTextLanguage();
  const [step, setStep] = useState<Step>({ kind: 'code' });
  const [typed, setTyped] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [firstName, setFirstName] = useState(profile?.profile_details.first_name ?? '');
  const [lastName, setLastName] = useState(profile?.profile_details.last_name ?? '');
  const [nameError, setNameError] = useState<string>();
  const [joinError, setJoinError] = useState<string>();
  const codeInput = useRef<HTMLInputElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Focus follows the step the student moved to (never on the first paint).
  useEffect(() => {
    if (!moved.current) return;
    if (step.kind === 'confirm') confirmHeading.current?.focus();
    if (step.kind === 'code') codeInput.current?.focus();
  }, [step.kind]);

  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  const check = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.kind === 'checking') return;
    const code = normaliseInviteCode(typed);
    if (code === undefined) {
      setCodeError('classroom.error.format');
      codeInput.current?.focus();
      return;
    }
    setCodeError(undefined);
    setStep({ kind: 'checking' });
    callApi(validateInviteCodeCall, { params: { inviteCode: code }, query: { locale } })
      .then(({ body }) => {
        setJoinError(undefined);
        setNameError(undefined);
        go({ kind: 'confirm', code, invite: body.data });
      })
      .catch((error: unknown) => {
        setCodeError(joinErrorMessage(error));
        go({ kind: 'code' });
      });
  };

  const join = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.kind !== 'confirm') return;
    const first = firstName.trim();
    if (!isName(first)) {
      setNameError('classroom.error.firstName');
      document.getElementById(`${id}-first`)?.focus();
      return;
    }
    setNameError(undefined);
    setJoinError(undefined);
    const { code, invite } = step;
    setStep({ kind: 'joining', code, invite });
    callApi(joinClassroomCall, {
      body: {
        inviteCode: code,
        classId: invite.classId,
        firstName: first,
        lastName: lastName.trim(),
        locale,
      },
    })
      .then(({ body }) => {
        setTyped('');
        setCodeError(undefined);
        setStep({ kind: 'code' });
        onJoined(body.data);
      })
      .catch((error: unknown) => {
        // A code that stopped admitting (expired or withdrawn since it was checked) needs another
        // code; anything else can be tried again as it is.
        if (codeRefused(error)) {
          setCodeError(joinErrorMessage(error));
          go({ kind: 'code' });
        } else {
          setJoinError(joinErrorMessage(error));
          setStep({ kind: 'confirm', code, invite });
        }
      });
  };

  const anotherCode = () => {
    setJoinError(undefined);
    go({ kind: 'code' });
  };

  if (step.kind === 'confirm' || step.kind === 'joining') {
    const { invite } = step;
    const busy = step.kind === 'joining';
    return (
      <form className="join-classroom" onSubmit={join} aria-busy={busy} noValidate>
        <h3 ref={confirmHeading} tabIndex={-1} id={`${id}-confirm`}>
          <FormattedMessage id="classroom.join.confirmTitle" />
        </h3>
        <div className="classroom-identity">
          <InstituteMark src={invite.instituteLogo} />
          <dl>
            <div>
              <dt>
                <FormattedMessage id="classroom.class" />
              </dt>
              <dd lang={textLang(invite.className)}>{invite.className}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="classroom.institute" />
              </dt>
              <dd lang={textLang(invite.instituteName)}>{invite.instituteName}</dd>
            </div>
          </dl>
        </div>
        <p className="field-hint">
          <FormattedMessage id="classroom.join.expires" values={{ date: date(invite.expiresAt) }} />
        </p>
        <p className="field-hint" id={`${id}-names-hint`}>
          <FormattedMessage id="classroom.join.namesHint" />
        </p>
        <div className="form-field">
          <label htmlFor={`${id}-first`}>
            <FormattedMessage id="classroom.join.firstName" />
          </label>
          <input
            id={`${id}-first`}
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            aria-invalid={nameError !== undefined}
            aria-describedby={nameError ? `${id}-first-error` : `${id}-names-hint`}
            required
          />
          {nameError && (
            <p className="field-error" id={`${id}-first-error`}>
              <FormattedMessage id={nameError} />
            </p>
          )}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-last`}>
            <FormattedMessage id="classroom.join.lastName" />
          </label>
          <input
            id={`${id}-last`}
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            aria-describedby={`${id}-names-hint`}
          />
        </div>
        <p className="form-alert" role="alert">
          {joinError && <FormattedMessage id={joinError} />}
        </p>
        <div className="classroom-actions">
          <button type="submit" className="button primary" disabled={busy}>
            <FormattedMessage id={busy ? 'classroom.join.joining' : 'classroom.join.submit'} />
          </button>
          <button type="button" className="button ghost" onClick={anotherCode} disabled={busy}>
            <FormattedMessage id="classroom.join.otherCode" />
          </button>
        </div>
      </form>
    );
  }

  const checking = step.kind === 'checking';
  return (
    <form className="join-classroom" onSubmit={check} aria-busy={checking} noValidate>
      <div className="form-field">
        <label htmlFor={`${id}-code`}>
          <FormattedMessage id="classroom.join.code" />
        </label>
        <input
          ref={codeInput}
          id={`${id}-code`}
          className="invite-code-input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={intl.formatMessage({ id: 'classroom.join.codePlaceholder' })}
          aria-invalid={codeError !== undefined}
          aria-describedby={`${id}-code-hint${codeError ? ` ${id}-code-error` : ''}`}
          required
        />
        <p className="field-hint" id={`${id}-code-hint`}>
          <FormattedMessage id="classroom.join.codeHint" />
        </p>
        <p className="field-error" id={`${id}-code-error`} role="alert">
          {codeError && <FormattedMessage id={codeError} />}
        </p>
      </div>
      <button type="submit" className="button primary" disabled={checking}>
        <FormattedMessage id={checking ? 'classroom.join.checking' : 'classroom.join.check'} />
      </button>
    </form>
  );
}
