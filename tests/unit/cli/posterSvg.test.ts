import { describe, expect, it } from 'vitest';
import { nodePoster, testPoster } from '../../../cli/authoring/posterSvg.ts';
import { nodePosterPath, testPosterPath } from '../../../cli/authoring/posterPaths.ts';
import { SUBJECT_COLOURS } from '../../../domain/tiles/subjectColour.ts';

const KINEMATICS = 'PreUG--jee-main--physics--mechanics--kinematics';

describe('tile posters', () => {
  it('draw the same picture for the same name, every run', () => {
    expect(nodePoster(KINEMATICS, 'physics', 'poster')).toBe(
      nodePoster(KINEMATICS, 'physics', 'poster'),
    );
  });

  it('draw each chapter its own picture, in its subject’s colour', () => {
    const laws = nodePoster(
      'PreUG--jee-main--physics--mechanics--laws-of-motion',
      'physics',
      'poster',
    );
    expect(laws).not.toBe(nodePoster(KINEMATICS, 'physics', 'poster'));
    expect(laws).toContain(`stop-color="${SUBJECT_COLOURS.physics ?? ''}"`);
  });

  it('carry no words (the tile names itself in the reader’s language) and their size', () => {
    const square = nodePoster('PreUG--jee-main--chemistry', 'chemistry', 'square');
    const paper = testPoster('jee-main-mock-1', ['physics', 'chemistry', 'mathematics']);
    for (const svg of [square, paper]) expect(svg).not.toMatch(/<text|aria-label/);
    expect(square).toContain('viewBox="0 0 400 400" width="400" height="400"');
    expect(paper).toContain('viewBox="0 0 480 270" width="480" height="270"');
  });

  it('live at lowercase media paths, as the pack’s schema asks', () => {
    expect(nodePosterPath(KINEMATICS)).toBe(
      'media/posters/preug--jee-main--physics--mechanics--kinematics.svg',
    );
    expect(testPosterPath('PreUG--neet-ug--biology--cell-biology--cell-the-unit-of-life')).toMatch(
      /^media\/posters\/tests\/[a-z0-9/._-]+\.svg$/,
    );
  });
});
