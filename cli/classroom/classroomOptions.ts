import { UsageError } from '../exitCodes.ts';

/** The longest class name, batch or live-class title (a line of a list, a tile's title). */
const INSTITUTE_TEXT_MAX_LENGTH = 120;
/** A subject or exam code of the content pack: a lower-case slug. */
const CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A name or title an operator typed: trimmed, not empty, not longer than a list's line. */
export function textOption(option: string, value: string): string {
  const text = value.trim();
  if (text === '' || text.length > INSTITUTE_TEXT_MAX_LENGTH)
    throw new UsageError(
      `${option} "${value}": give 1 to ${String(INSTITUTE_TEXT_MAX_LENGTH)} characters`,
    );
  return text;
}

export const classNameOption = (value: string) => textOption('--name', value);

/** An exam code of the content pack. */
export function examOption(value: string, exams: readonly string[]): string {
  if (!exams.includes(value))
    throw new UsageError(
      `--exam "${value}": not an exam of the content pack (${exams.join(', ')})`,
    );
  return value;
}

/** Comma-separated subject codes, e.g. physics,chemistry. */
export function subjectsOption(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const codes = value.split(',').map((c) => c.trim());
  const bad = codes.find((c) => !CODE.test(c));
  if (bad !== undefined)
    throw new UsageError(
      `--subjects "${value}": "${bad}" is not a subject code (physics, chemistry…)`,
    );
  return [...new Set(codes)];
}

/** A subject code. */
export function subjectOption(value: string | undefined): string | undefined {
  if (value !== undefined && !CODE.test(value))
    throw new UsageError(`--subject "${value}": not a subject code (physics, chemistry…)`);
  return value;
}
