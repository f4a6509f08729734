import type { QuestionStatus, StatusCounts } from '../../../../domain/mockTests/questionStatus.ts';

/**
 * How each status reads and looks (the NTA's palette: grey box, red and green tabs, purple
 * circle, purple circle with a green tick). Keys are written out whole so the catalog test finds
 * them; the shape tells statuses apart without colour.
 */
export const STATUS_LOOK = {
  notVisited: {
    label: 'runner.status.notVisited',
    name: 'runner.palette.notVisited',
    explain: 'runner.instructions.status.notVisited',
    count: 'notVisited',
  },
  notAnswered: {
    label: 'runner.status.notAnswered',
    name: 'runner.palette.notAnswered',
    explain: 'runner.instructions.status.notAnswered',
    count: 'notAnswered',
  },
  answered: {
    label: 'runner.status.answered',
    name: 'runner.palette.answered',
    explain: 'runner.instructions.status.answered',
    count: 'answered',
  },
  reviewNow: {
    label: 'runner.status.reviewNow',
    name: 'runner.palette.reviewNow',
    explain: 'runner.instructions.status.reviewNow',
    count: 'reviewNow',
  },
  answeredAndMarked: {
    label: 'runner.status.answeredAndMarked',
    name: 'runner.palette.answeredAndMarked',
    explain: 'runner.instructions.status.answeredAndMarked',
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
