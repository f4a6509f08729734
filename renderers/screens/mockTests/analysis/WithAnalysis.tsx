import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { analysisCall, type TestAnalysis } from '../../../../domain/contracts/mockTests.ts';
import { useCall } from '../../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../../../runtime/i18n/localeAtom.ts';
import { useRegistry } from '../../../../runtime/registry/RegistryContext.ts';
import { isResultPending, testExceptionKind } from '../testException.ts';
import { ResultsPending } from './ResultsPending.tsx';
import '../test.css';

export interface WithAnalysisProps {
  /** The test, for saying when results come should they not be out. */
  code: string;
  sessionId: string;
  children: (analysis: TestAnalysis) => ReactNode;
}

/**
 * Loads a finished session's analysis and shows what it is given with it; a result that is not
 * out yet (409/423) says when it will be, other failures show the exception page.
 */
export function WithAnalysis({ code, sessionId, children }: WithAnalysisProps) {
  // The question texts (QuestionView, attempt badges) live in the practice part.
  useCatalogParts('test', 'practice');
  const registry = useRegistry();
  const locale = useAtomValue(localeAtom);
  const { data, error } = useCall(
    analysisCall,
    sessionId ? { params: { sessionId }, query: { locale } } : null,
  );
  if (!sessionId) return <registry.ExceptionPage kind="contentNotFound" />;
  if (isResultPending(error)) return <ResultsPending code={code} />;
  if (error) return <registry.ExceptionPage kind={testExceptionKind(error)} />;
  if (!data) return <registry.Loading />;
  return <>{children(data.data)}</>;
}
