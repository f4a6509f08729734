import { FormattedMessage, useIntl } from 'react-intl';
import type { TestAnalysis } from '../../../../domain/contracts/mockTests.ts';
import { signedMarks } from '../signedMarks.ts';
import './analysis.css';

type Section = TestAnalysis['sections'][number];
type Marking = Section['marking'];

const keyOf = (m: Marking) => `${m.correct}/${m.incorrect}/${m.unattempted}`;

const marksOf = (marking: Marking) => ({
  correct: signedMarks(marking.correct),
  incorrect: signedMarks(marking.incorrect),
  unattempted: signedMarks(marking.unattempted),
});

/** Sections grouped by how they mark, in the paper's order of first appearance. */
function byMarking(sections: readonly Section[]) {
  const groups = new Map<string, { marking: Marking; names: string[] }>();
  for (const s of sections) {
    const key = keyOf(s.marking);
    const group = groups.get(key) ?? { marking: s.marking, names: [] };
    group.names.push(s.name);
    groups.set(key, group);
  }
  return [...groups.entries()];
}

/**
 * How the paper was marked, written as marks ("+4 for a correct answer, −1 for a wrong one"):
 * once when every section marks alike, otherwise once for each way, naming its sections.
 */
export function MarkingScheme({ sections }: { sections: readonly Section[] }) {
  const intl = useIntl();
  const groups = byMarking(sections);
  const [only] = groups;
  if (!only) return null;
  if (groups.length === 1)
    return (
      <p className="test-marking">
        <FormattedMessage id="test.analysis.marking" values={marksOf(only[1].marking)} />
      </p>
    );
  return (
    <div className="test-marking">
      <FormattedMessage id="test.summary.marking" />
      <ul>
        {groups.map(([key, group]) => (
          <li key={key}>
            <FormattedMessage
              id="test.analysis.sectionMarking"
              values={{ section: intl.formatList(group.names), ...marksOf(group.marking) }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
