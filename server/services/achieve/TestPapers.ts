import type { ScoredSection } from '../../../domain/mockTests/scoreTest.ts';
import type { BankQuestion } from '../../../domain/questions/questionTypes.ts';
import type { LocalisedText } from '../../../domain/rules/localisedText.ts';

/** A pack test's paper as achieve reads it: its sections as scored, its questions, its length. */
export interface TestPaper {
  title: LocalisedText;
  durationSeconds: number;
  sections: readonly ScoredSection[];
  bank: ReadonlyMap<string, BankQuestion>;
}

/**
 * What achieve asks of the test service: a test's paper by code and version (the readiness paper,
 * plan steps' titles and lengths, the answers of a finished test). app.ts hands the test service's
 * reader in, so achieve never imports a sibling service.
 */
export interface TestPapers {
  paper: (code: string, version: number) => Promise<TestPaper>;
}
