/** How right an answer is, as a question type's `grade` judges it. */
export interface Score {
  correct: boolean;
  /** 0 to 1: partly right answers (some blanks, some pairs) earn part. */
  score: number;
}

/** How an answer fared: right or wrong, with both answers written out as the spec's CSVs. */
export interface Grade extends Score {
  /** The student's answer, e.g. "a" or "a,c" or "12.5" (selected_answer_csv). */
  selectedCsv: string;
  /** The key, written the same way (correct_answer_csv). */
  correctCsv: string;
}
