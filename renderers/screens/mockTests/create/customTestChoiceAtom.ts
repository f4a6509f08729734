import { atom } from 'jotai';
import {
  NO_CHOICE,
  type CustomTestChoice,
} from '../../../../domain/customTest/customTestChoice.ts';

/** What the student has chosen in create-your-test, kept while they move between its steps. */
export const customTestChoiceAtom = atom<CustomTestChoice>(NO_CHOICE);
