import type { DataSource } from '../../schemas/types.generated.ts';

/**
 * Shelves of the child's own history (what they started) and of the work their class set show
 * nothing until there is some: an empty "continue watching" or assignments shelf is hidden rather
 * than explained (the user home's assignments section says what will come).
 */
export const HIDDEN_WHEN_EMPTY: readonly DataSource[] = [
  'continueWatching',
  'assignments',
  'schoolTests',
];
