import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Tile } from '../../domain/contracts/content.ts';
import { testAction } from '../../domain/mockTests/testSchedule.ts';
import { useCatalogParts } from '../../runtime/i18n/CatalogParts.ts';
import { TestActionText } from './TestActionText.tsx';
import { useMomentFormat } from './useMomentFormat.ts';

interface TestTileStatusProps {
  test: NonNullable<Tile['test']>;
  id: string;
}

/**
 * A test tile's schedule line (what its button would say), its size and, once results are out,
 * its score. The test texts come with the test catalog part, fetched only where test tiles show.
 */
export function TestTileStatus({ test, id }: TestTileStatusProps) {
  useCatalogParts('test');
  const { timeZone } = useMomentFormat();
  // The tile's status is the server's; the clock only decides "same day" for the start time.
  const [now] = useState(() => Date.now());
  const action = testAction(now, test.status, test.moments ?? undefined, timeZone);
  return (
    <span className="tile-test" id={id} data-test-status={test.status}>
      <span className="tile-test-action" data-action={action.kind}>
        <TestActionText action={action} />
      </span>
      {action.kind === 'feedback' && test.score !== null && (
        <span className="tile-test-score">
          <FormattedMessage
            id="test.tile.score"
            values={{ score: test.score, max: test.max_marks }}
          />
        </span>
      )}
      <span className="tile-test-size">
        <FormattedMessage id="test.tile.questions" values={{ count: test.question_count }} />
        <span aria-hidden="true"> · </span>
        <FormattedMessage
          id="test.tile.minutes"
          values={{ count: Math.round(test.duration / 60) }}
        />
      </span>
    </span>
  );
}
