import type {
  CreateTestState,
  CustomTestChoice,
  OfferedSubject,
} from '../../../../domain/customTest/customTestChoice.ts';

/** What each step of create-your-test is given. */
export interface StepProps {
  subjects: readonly OfferedSubject[];
  state: CreateTestState;
  choice: CustomTestChoice;
  setChoice: (next: CustomTestChoice) => void;
}
