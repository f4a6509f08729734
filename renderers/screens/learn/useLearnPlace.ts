import { useAtomValue } from 'jotai';
import { useParams, useSearchParams } from 'react-router-dom';
import { filtersCall } from '../../../domain/contracts/content.ts';
import { LEARN_MAP_PARAM, learnPathOfRoute } from '../../../domain/tiles/learnLinks.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

/**
 * The place a summary route names (/…/summary/{code}?learnmap_id=…) and the syllabus answer about
 * it in the UI language; the page is titled after it. No learn path: nothing is asked.
 */
export function useLearnPlace() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const locale = useAtomValue(localeAtom);
  const learnPath = learnPathOfRoute(id, search.get(LEARN_MAP_PARAM));
  const { data, error } = useCall(
    filtersCall,
    learnPath ? { params: { id: learnPath }, query: { locale } } : null,
  );
  useDocumentTitle(data?.data.node.name);
  return { learnPath, place: data?.data, error };
}
