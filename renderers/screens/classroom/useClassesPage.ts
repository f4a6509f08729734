import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { CLASSROOM_PAGE_SIZE, studentClassesCall } from '../../../domain/contracts/classroom.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';

/** One page (1-based) of the student's classes by name, CLASSROOM_PAGE_SIZE to a page (spec §9). */
export function useClassesPage(pageNumber: number) {
  const locale = useAtomValue(localeAtom);
  return useCall(studentClassesCall, {
    body: { pageNumber, pageSize: CLASSROOM_PAGE_SIZE, sortBy: 'className', locale },
  });
}

/** Asks every page of the class list again, after a join or a leave changed it. */
export function useRefreshClasses(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) =>
          Array.isArray(key) &&
          key[0] === studentClassesCall.service &&
          key[1] === studentClassesCall.method &&
          key[2] === studentClassesCall.path,
      ),
    [mutate],
  );
}
