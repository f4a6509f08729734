import type { Tile } from '../contracts/content.ts';
import type { TileKind } from '../../schemas/types.generated.ts';

export type SyllabusLevel = 'goal' | 'exam' | 'subject' | 'unit' | 'chapter' | 'topic';

/** The tile a place in the syllabus is shown as on a summary page. */
export const TILE_KIND_OF_LEVEL: Readonly<Record<SyllabusLevel, TileKind>> = {
  goal: 'subject',
  exam: 'subject',
  subject: 'subject',
  unit: 'chapter',
  chapter: 'learn_chapter',
  topic: 'topic',
};

export interface SyllabusNode {
  learnpath_name: string;
  level: SyllabusLevel;
  name: string;
  summary?: string | undefined;
  subject?: { code: string; name: string } | undefined;
}

/** A syllabus node as a tile: its learn path is both its id and kv_path, so a click opens it. */
export function syllabusTile(node: SyllabusNode): Tile {
  return {
    id: node.learnpath_name,
    kv_path: node.learnpath_name,
    tileType: TILE_KIND_OF_LEVEL[node.level],
    tileName: node.name,
    ...(node.summary !== undefined && { description: node.summary }),
    ...(node.subject !== undefined && { subject: node.subject }),
    thumb_list: [],
    locked: false,
    tagDetails: [],
  };
}
