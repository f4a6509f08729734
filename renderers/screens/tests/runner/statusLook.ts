import type { QuestionStatus, StatusCounts } from '../../../../domain/tests/questionStatus.ts';

/**
 * How each status reads and looks (the NTA's palette: grey box, red and green tabs, purple
 * circle, purple circle with a green tick). Keys are written out whole so the catalog test finds
 * them; the shape tells statuses apart without colour.
 */
export const STATUS_LOOK = {
  notVisited: {
    label: 'test.runner.status.notVisited',
    name: 'test.runner.palette.notVisited',
    explain: 'test.runner.instructions.status.notVisited',
    count: 'notVisited',
  },
  notAnswered: {
    label: 'test.runner.status.notAnswered',
    name: 'test.runner.palette.notAnswered',
    explain: 'test.runner.instructions.status.notAnswered',
    count: 'notAnswered',
  },
  answered: {
    label: 'test.runner.status.answered',
    name: 'test.runner.palette.answered',
    explain: 'test.runner.instructions.status.answered',
    count: 'answered',
  },
  reviewNow: {
    label: 'test.runner.status.reviewNow',
    name: 'test.runner.palette.reviewNow',
    explain: 'test.runner.instructions.status.reviewNow',
    count: 'reviewNow',
  },
  answeredAndMarked: {
    label: 'test.runner.status.answeredAndMarked',
    name: 'test.runner.palette.answeredAndMarked',
    explain: 'test.runner.instructions.status.answeredAndMarked',
    count: 'answeredAndMarkedForReview',
  },
} as const satisfies Record<
  QuestionStatus,
  { label: string; name: string; explain: string; count: keyof StatusCounts }
>;

/** The legend's order, the NTA's. */
export const LEGEND_ORDER: readonly QuestionStatus[] = [
  'answered',
  'notAnswered',
  'notVisited',
  'reviewNow',
  'answeredAndMarked',
];

export const statusClass = (status: QuestionStatus) => `runner-status runner-status--${status}`;
