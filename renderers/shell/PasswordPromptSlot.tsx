import { useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import { authStateAtom } from '../../runtime/session/authState.ts';
import { lazyNamed } from '../lazyNamed.ts';

const SetPasswordPrompt = lazyNamed(() => import('./SetPasswordPrompt.tsx'), 'SetPasswordPrompt');
const ANSWERED_KEY = 'password-prompt.answered';

/**
 * Shows the set-a-password prompt to a password-less account once a visit; the prompt (and the
 * form library it needs) loads only for those accounts.
 */
export function PasswordPromptSlot() {
  const state = useAtomValue(authStateAtom);
  const [answered, setAnswered] = useState(() => sessionStorage.getItem(ANSWERED_KEY) !== null);
  const token = state.status === 'signedIn' ? state.connected.skipPasswordToken : null;
  if (!token || answered) return null;
  return (
    <Suspense>
      <SetPasswordPrompt
        skipPasswordToken={token}
        onDone={() => {
          sessionStorage.setItem(ANSWERED_KEY, '1');
          setAnswered(true);
        }}
      />
    </Suspense>
  );
}
