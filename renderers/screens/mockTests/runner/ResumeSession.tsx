import { useEffect, useState } from 'react';
import { resumeSessionCall, type TestSession } from '../../../../domain/contracts/mockTests.ts';
import { callApi } from '../../../../runtime/api/callApi.ts';
import { LoadingPaper } from './LoadingPaper.tsx';
import { OpenFailure } from './OpenFailure.tsx';
import { openProblemOf, type OpenProblem } from './openProblem.ts';

export interface ResumeSessionProps {
  code: string;
  onSession: (session: TestSession) => void;
  /** The session turned out finished (its deadline passed while away, or submitted elsewhere). */
  onFinished: () => void;
}

/** A started test reopens straight into its paper: the resume call gives the session as it is. */
export function ResumeSession({ code, onSession, onFinished }: ResumeSessionProps) {
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<OpenProblem>();
  useEffect(() => {
    let current = true;
    callApi(resumeSessionCall, { params: { code } }).then(
      (answer) => current && onSession(answer.body.data),
      (error: unknown) => {
        if (!current) return;
        const found = openProblemOf(error);
        if (found.code === 'TEST_FINISHED') onFinished();
        else setProblem(found);
      },
    );
    return () => {
      current = false;
    };
  }, [code, attempt, onSession, onFinished]);
  if (!problem) return <LoadingPaper />;
  return (
    <OpenFailure
      problem={problem}
      onRetry={() => {
        setProblem(undefined);
        setAttempt((n) => n + 1);
      }}
    />
  );
}
