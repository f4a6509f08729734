import { atom } from 'jotai';
import { SIGNED_OUT, type SessionFacts } from '../../domain/guards/decideAccess.ts';

/** The signed-in state the guards read. Signed out until the accounts service is wired in. */
export const sessionAtom = atom<SessionFacts>(SIGNED_OUT);
