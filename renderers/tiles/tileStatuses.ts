/**
 * The status lines of test and school-work tiles, one chunk loaded with the first such tile: one
 * lazy import in the tiles' chunk instead of two (each costs the learn home's first route).
 */
export { AssignmentTileStatus } from './AssignmentTileStatus.tsx';
export { TestTileStatus } from './TestTileStatus.tsx';
