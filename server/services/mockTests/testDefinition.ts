import type * as z from 'zod/mini';
import type { TEST_TYPES } from '../../../domain/contracts/mockTests.ts';
import type { testMoments } from '../../../domain/contracts/testMoments.ts';
import { uiStyleOf, type UiStyle } from '../../../domain/mockTests/uiStyle.ts';
import type { Test } from '../../../schemas/types.generated.ts';

/** The schema's defaults, applied when a paper leaves them out. */
export const DEFAULT_ALERT_SECONDS = 300;
export const DEFAULT_PAPER_SETS = 1;

/** A paper as the service uses it: the pack's test (or a custom one) with its exam and defaults. */
export interface TestDefinition extends Omit<Test, 'type'> {
  exam: string;
  goal: string;
  type: (typeof TEST_TYPES)[number];
  autoSubmitAlertAtSeconds: number;
  paperSets: number;
  sectionLocking: boolean;
  uiStyle: UiStyle;
}

type Defaulted = 'autoSubmitAlertAtSeconds' | 'paperSets' | 'sectionLocking';

/** A stored paper (test_versions or custom_tests content) read back with its defaults. */
export function readDefinition(content: string): TestDefinition {
  // Papers stored before a field existed lack it; the defaults fill them in.
  type Stored = Omit<TestDefinition, Defaulted | 'uiStyle'> &
    Partial<Pick<TestDefinition, Defaulted>> & { uiStyle?: string };
  const test = JSON.parse(content) as Stored;
  return {
    ...test,
    autoSubmitAlertAtSeconds: test.autoSubmitAlertAtSeconds ?? DEFAULT_ALERT_SECONDS,
    paperSets: test.paperSets ?? DEFAULT_PAPER_SETS,
    sectionLocking: test.sectionLocking ?? false,
    uiStyle: uiStyleOf(test.uiStyle),
  };
}

export type TestMoments = z.infer<typeof testMoments>;

/** A scheduled paper's moments as epoch ms; undefined for a test without a schedule. */
export function momentsOf(test: TestDefinition): TestMoments | undefined {
  const s = test.schedule;
  if (!s) return undefined;
  return {
    visibleAt: Date.parse(s.visibleToStudentsAt),
    startsAt: Date.parse(s.studentCanStartAt),
    locksAt: Date.parse(s.lockForAttemptAt),
    endsAt: Date.parse(s.autoSubmitAt),
    answerKeyAt: Date.parse(s.answerKeyPublishAt),
    solutionAt: Date.parse(s.solutionPublishAt),
  };
}
