import { join } from 'node:path';
import { EMBIUM_EVENTS } from '../../domain/contracts/embiums.ts';
import { STREAK_EVENTS } from '../../domain/embiums/streakEvents.ts';
import type { EmbiumRules } from '../../schemas/types.generated.ts';
import { formatIssue, type ContentIssue } from './contentSchemas.ts';
import { readContentDocument } from './readContentDocument.ts';

/** Where the award rules sit in the content pack. */
export const EMBIUM_RULES_FILE = join('embiums', 'rules.json');

export type EmbiumRulesResult =
  { rules: EmbiumRules; issues: [] } | { rules: undefined; issues: ContentIssue[] };

/** What the schema cannot say: a run length exactly on the streak events, a cap one award fits. */
function ruleIssues(file: string, rules: EmbiumRules): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const event of EMBIUM_EVENTS) {
    const rule = rules.rules[event];
    const at = `/rules/${event}`;
    const streak = (STREAK_EVENTS as readonly string[]).includes(event);
    if (streak && rule.every === undefined)
      issues.push({ file, pointer: at, message: 'a streak needs "every" (how many in a row)' });
    if (!streak && rule.every !== undefined)
      issues.push({
        file,
        pointer: `${at}/every`,
        message: 'only streak events have a run length',
      });
    if (rule.points > rule.dailyCap)
      issues.push({ file, pointer: `${at}/dailyCap`, message: 'is less than one award' });
  }
  return issues;
}

/**
 * Reads and checks the content pack's embium rules. The server refuses to start on any issue, as
 * `abhyas content check` reports them.
 */
export async function readEmbiumRules(contentDir: string): Promise<EmbiumRulesResult> {
  const { document, issues } = await readContentDocument<EmbiumRules>(
    contentDir,
    EMBIUM_RULES_FILE,
    'embium-rules',
    ruleIssues,
  );
  return document ? { rules: document, issues: [] } : { rules: undefined, issues };
}

/** The rules of the content folder, or an error naming every problem (for starting a server). */
export async function loadEmbiumRules(contentDir: string): Promise<EmbiumRules> {
  const { rules, issues } = await readEmbiumRules(contentDir);
  if (rules) return rules;
  throw new Error(`the embium rules have problems:\n${issues.map(formatIssue).join('\n')}`);
}
