import { FormattedMessage } from 'react-intl';
import type { Tile } from '../../domain/contracts/content.ts';
import { useCatalogParts } from '../../runtime/i18n/CatalogParts.ts';
import {
  AssignmentStatusTag,
  isAssignmentStatus,
} from '../screens/userHome/AssignmentStatusTag.tsx';
import { useMomentFormat } from './useMomentFormat.ts';

interface AssignmentTileStatusProps {
  /** A tile with a schoolAssignmentTag: its status, shown in words when this page knows it. */
  tile: Pick<Tile, 'dueDate' | 'completedDate' | 'schoolAssignmentTag'>;
  id: string;
}

/**
 * A school-work tile's line (spec §3 Tile: dueDate, completedDate, schoolAssignmentTag): when it is
 * due, or when it was done, and its status in words. Its texts come with the userHome part,
 * fetched only where such tiles show.
 */
export function AssignmentTileStatus({ tile, id }: AssignmentTileStatusProps) {
  const status = tile.schoolAssignmentTag ?? '';
  useCatalogParts('userHome');
  const { date } = useMomentFormat();
  return (
    <span className="tile-assignment" id={id}>
      {tile.completedDate !== undefined ? (
        <span>
          <FormattedMessage id="assignments.doneOn" values={{ date: date(tile.completedDate) }} />
        </span>
      ) : (
        tile.dueDate !== undefined && (
          <span>
            <FormattedMessage id="assignments.dueOn" values={{ date: date(tile.dueDate) }} />
          </span>
        )
      )}
      {isAssignmentStatus(status) && <AssignmentStatusTag status={status} />}
    </span>
  );
}
