import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TestSession } from '../../../../domain/contracts/mockTests.ts';
import { useSendHeld } from './useSendHeld.ts';

export interface FinishedSessionProps {
  session: TestSession;
  children: ReactNode;
}

/** Shows a finished session's next step once what this device held of it has been sent. */
export function FinishedSession({ session, children }: FinishedSessionProps) {
  const left = useSendHeld(session);
  if (left === 'done') return <>{children}</>;
  return (
    <div className="runner-loading" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <FormattedMessage id="runner.sendingHeld" />
    </div>
  );
}
