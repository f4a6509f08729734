import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { MY_CLASSROOMS_PATH } from '../../../domain/classroom/myClassroomsPath.ts';
import { shelfCall } from '../../../domain/contracts/content.ts';
import { ASSIGNMENT_PATH } from '../../../domain/tiles/tileTarget.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { useFeature } from '../../../runtime/brand/useFeature.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { TileGrid } from '../learn/TileGrid.tsx';
import { HubEmpty } from './HubEmpty.tsx';
import { HubSection, hubStatus } from './HubSection.tsx';
import { HUB_PREVIEW_TILES } from './hubPreview.ts';

/**
 * Work a school assigned that is still open, as the learn home's assignment tiles (each with its
 * due date and status), soonest due first as the server orders them; "See all" leads to every
 * assignment. With nothing ever assigned the zero state is the invite-parent page where the brand
 * allows it (learning-experience §2, "User home"), else a plain line.
 */
export function AssignmentsPreview() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const canInvite = useFeature('inviteParent');
  const { brand } = useBrand().docs;
  // Work comes from a class: where the brand has classrooms, joining one is the way to get some.
  const emptyAction = brand.modules.includes('classroom')
    ? { to: MY_CLASSROOMS_PATH, label: <FormattedMessage id="userHome.action.joinClass" /> }
    : canInvite
      ? { to: ASSIGNMENT_PATH, label: <FormattedMessage id="userHome.action.inviteParent" /> }
      : undefined;
  const { data, error } = useCall(shelfCall, {
    params: { source: 'assignments' },
    query: { locale, module: 'learn' },
  });
  const tiles = data?.data.tiles;
  const open = tiles?.filter((tile) => tile.schoolAssignmentTag !== 'done');
  const allDone = tiles !== undefined && tiles.length > 0;
  return (
    <HubSection
      id="assignments"
      title={intl.formatMessage({ id: 'assignments.title' })}
      status={hubStatus(open, error)}
      count={open?.length}
      to={ASSIGNMENT_PATH}
      empty={
        allDone ? (
          <HubEmpty
            message={<FormattedMessage id="assignments.allDone" />}
            action={{ to: ASSIGNMENT_PATH, label: <FormattedMessage id="userHome.seeAll" /> }}
          />
        ) : (
          <HubEmpty message={<FormattedMessage id="assignments.none" />} action={emptyAction} />
        )
      }
    >
      {open && <TileGrid tiles={open.slice(0, HUB_PREVIEW_TILES)} source="user_home" />}
    </HubSection>
  );
}
