import { SKIP_INTRO_END_S } from './playerConstants.ts';

/** Skip intro shows until the intro is over (past 10 s) or it has been used once. */
export function skipIntroVisible(currentTime: number, used: boolean): boolean {
  return !used && currentTime <= SKIP_INTRO_END_S;
}
