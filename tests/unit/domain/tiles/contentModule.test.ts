import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { SHELF_SOURCES, tile } from '../../../../domain/contracts/content.ts';
import { contentModuleOf, shelfSourceOf } from '../../../../domain/tiles/contentModule.ts';
import { syllabusTile, TILE_KIND_OF_LEVEL } from '../../../../domain/tiles/syllabusTiles.ts';
import { tileTarget } from '../../../../domain/tiles/tileTarget.ts';

describe('content module and shelf source', () => {
  it('asks the content service only for learn, practice and test', () => {
    expect(contentModuleOf('learn')).toBe('learn');
    expect(contentModuleOf('practice')).toBe('practice');
    expect(contentModuleOf('test')).toBe('test');
    expect(contentModuleOf('achieve')).toBeUndefined();
    expect(contentModuleOf('core')).toBeUndefined();
    expect(contentModuleOf(undefined)).toBeUndefined();
  });

  it('maps document sources the shelf call serves, and no others', () => {
    for (const source of SHELF_SOURCES) expect(shelfSourceOf(source)).toBe(source);
    expect(shelfSourceOf('bookmarks')).toBeUndefined();
    expect(shelfSourceOf('heroBanners')).toBeUndefined();
    expect(shelfSourceOf('cheatsheets')).toBeUndefined();
    // The school's shelves come through content, filled by the classroom service.
    expect(shelfSourceOf('assignments')).toBe('assignments');
    expect(shelfSourceOf('liveClassCourses')).toBe('liveClassCourses');
  });
});

describe('syllabus tiles', () => {
  it('turns a node into a valid tile of its level that opens its summary', () => {
    const node = {
      learnpath_name: 'K12--cbse-class-10--science--chemistry',
      level: 'unit' as const,
      name: 'Chemistry',
      summary: 'Matter and its changes',
      subject: { code: 'science', name: 'Science' },
    };
    const made = syllabusTile(node);
    expect(z.parse(tile, made)).toEqual(made);
    expect(made).toMatchObject({
      tileType: 'chapter',
      tileName: 'Chemistry',
      description: 'Matter and its changes',
    });
    expect(tileTarget(made)).toEqual({
      kind: 'path',
      path: '/learn/summary/chemistry?learnmap_id=K12--cbse-class-10--science--chemistry',
    });
  });

  it('shows topics as topic tiles and leaves out absent summaries', () => {
    expect(TILE_KIND_OF_LEVEL.topic).toBe('topic');
    expect(TILE_KIND_OF_LEVEL.chapter).toBe('learn_chapter');
    const made = syllabusTile({ learnpath_name: 'K12--e--s--u--c--t', level: 'topic', name: 'T' });
    expect('description' in made).toBe(false);
    expect(tileTarget(made)).toEqual({
      kind: 'path',
      path: '/topic/summary/t?learnmap_id=K12--e--s--u--c--t',
    });
  });
});
