/** The steps of create-your-test, in order (spec §2: the first is select-subjects). */
export const CREATE_TEST_STEPS = ['select-subjects', 'select-chapters', 'settings'] as const;
export type CreateTestStep = (typeof CREATE_TEST_STEPS)[number];

export const createTestHref = (step: CreateTestStep) => `/create-your-test/${step}`;

export function isCreateTestStep(step: string | undefined): step is CreateTestStep {
  return (CREATE_TEST_STEPS as readonly (string | undefined)[]).includes(step);
}
