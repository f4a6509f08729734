import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shownPath } from './ContentPack.ts';
import { schemaIssues, type ContentIssue } from './contentSchemas.ts';

/**
 * One authored JSON document of the content pack (the subscription catalog, the embium rules):
 * read, checked against its schema, then by `checks` for what a schema cannot say. Either the
 * document with no issues, or every issue and no document.
 */
export async function readContentDocument<T>(
  contentDir: string,
  relativePath: string,
  schema: Parameters<typeof schemaIssues>[1],
  checks: (file: string, document: T) => ContentIssue[],
): Promise<{ document: T; issues: [] } | { document: undefined; issues: ContentIssue[] }> {
  const path = join(contentDir, relativePath);
  const file = shownPath(path);
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : String(error);
    return { document: undefined, issues: [{ file, pointer: '', message: reason }] };
  }
  const invalid = schemaIssues(file, schema, data);
  if (invalid.length > 0) return { document: undefined, issues: invalid };
  // The schema has just accepted it: it is the document its generated type describes.
  const document = data as T;
  const issues = checks(file, document);
  return issues.length > 0 ? { document: undefined, issues } : { document, issues: [] };
}
