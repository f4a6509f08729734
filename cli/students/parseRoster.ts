import { csvFields } from '../../domain/subscription/csvFields.ts';
import {
  ROSTER_COLUMNS,
  ROSTER_REQUIRED_COLUMNS,
  type RosterColumn,
  type RosterRecord,
} from '../../domain/classroom/rosterStudent.ts';

/** One data line of a roster, with its line number in the file (the header is line 1). */
export interface RosterLine {
  line: number;
  record: RosterRecord;
}

/** A line that cannot be read at all, or a header that cannot be used. */
export interface RosterLineIssue {
  line: number;
  message: string;
}

const isColumn = (name: string): name is RosterColumn =>
  (ROSTER_COLUMNS as readonly string[]).includes(name);

/**
 * A roster CSV's lines as records of its known columns. The header names the columns in any
 * order (any case); a header naming an unknown column, or lacking a required one, stops the read
 * (its one issue), because every row would be read wrong. A row with another number of fields
 * than the header is an issue of its own; blank lines are skipped.
 */
export function parseRoster(text: string): { lines: RosterLine[]; issues: RosterLineIssue[] } {
  const lines: RosterLine[] = [];
  const issues: RosterLineIssue[] = [];
  let header: RosterColumn[] | undefined;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = index + 1;
      if (raw.trim() === '' || (header === undefined && issues.length > 0)) return;
      const fields = csvFields(raw);
      if (header === undefined) {
        const names = fields.map((f) => f.toLowerCase());
        const problem = headerProblem(names);
        if (problem) issues.push({ line, message: problem });
        else header = names.filter(isColumn);
        return;
      }
      if (fields.length !== header.length) {
        issues.push({
          line,
          message: `has ${String(fields.length)} fields, the header ${String(header.length)}`,
        });
        return;
      }
      const columns = header;
      lines.push({
        line,
        record: Object.fromEntries(columns.map((c, i) => [c, fields[i] ?? ''])),
      });
    });
  if (header === undefined && issues.length === 0)
    issues.push({ line: 1, message: `is empty: give a header row (${ROSTER_COLUMNS.join(',')})` });
  return { lines, issues };
}

function headerProblem(names: readonly string[]): string | undefined {
  const unknown = names.find((n) => !isColumn(n));
  if (unknown !== undefined)
    return `unknown column "${unknown}" (columns: ${ROSTER_COLUMNS.join(', ')})`;
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice !== undefined) return `column "${twice}" appears twice`;
  const missing = ROSTER_REQUIRED_COLUMNS.find((c) => !names.includes(c));
  if (missing !== undefined) return `no ${missing} column`;
  if (!names.includes('mobile') && !names.includes('email'))
    return 'no mobile or email column: give one or both';
  return undefined;
}
