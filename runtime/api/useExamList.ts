import { useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import { goalsExamsCall, type examEntry } from '../../domain/contracts/content.ts';
import type { Locale } from '../../domain/rules/locales.ts';
import { callApi } from './callApi.ts';

export type ExamEntry = z.infer<typeof examEntry>;

/** The goals-and-exams list in a language; undefined while it loads, an error if it failed. */
export function useExamList(locale: Locale): { exams?: ExamEntry[]; error?: unknown } {
  const [result, setResult] = useState<{ exams?: ExamEntry[]; error?: unknown }>({});
  useEffect(() => {
    let current = true;
    callApi(goalsExamsCall, { query: { locale } })
      .then((answer) => current && setResult({ exams: answer.body.data }))
      .catch((error: unknown) => current && setResult({ error }));
    return () => {
      current = false;
    };
  }, [locale]);
  return result;
}
