import { useParams } from 'react-router-dom';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { AssignmentDetail } from './AssignmentDetail.tsx';
import { AssignmentList } from './AssignmentList.tsx';
import './userHomeLists.css';

/**
 * `/user-home/assignment/:assignmentId?` (learning-experience spec §2): without an id the
 * student's assignments, filtered by the query's `type`; with one, that assignment's page.
 */
export function AssignmentsScreen() {
  useCatalogParts('userHome');
  const { assignmentId } = useParams();
  return assignmentId ? <AssignmentDetail assignmentId={assignmentId} /> : <AssignmentList />;
}
