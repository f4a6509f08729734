import { describe, expect, it } from 'vitest';
import { closeNeedsConfirm } from '../../../../domain/learn/closeNeedsConfirm.ts';
import { crossedAnnotation } from '../../../../domain/learn/crossedAnnotation.ts';
import { defaultSubtitle } from '../../../../domain/learn/defaultSubtitle.ts';
import { formatClock } from '../../../../domain/learn/formatClock.ts';
import { isCloseFrameMessage } from '../../../../domain/learn/isCloseFrameMessage.ts';
import { nextInList } from '../../../../domain/learn/nextInList.ts';
import { PLAYBACK_SPEEDS } from '../../../../domain/learn/playbackSpeeds.ts';
import * as constants from '../../../../domain/learn/playerConstants.ts';
import { practiceFrameUrl } from '../../../../domain/learn/practiceFrameUrl.ts';
import { LOW_QUALITY, qualityForWidth } from '../../../../domain/learn/qualityForWidth.ts';
import { qualityOptions } from '../../../../domain/learn/qualityOptions.ts';
import { skipIntroVisible } from '../../../../domain/learn/skipIntroVisible.ts';
import { videoErrorType } from '../../../../domain/learn/videoErrorType.ts';
import { vttSubtitles } from '../../../../domain/learn/vttSubtitles.ts';

describe('the spec numbers (§9)', () => {
  it('are the ones the spec gives', () => {
    expect(constants.REPORT_INTERVAL_S).toBe(10);
    expect(constants.SEEK_STEP_S).toBe(10);
    expect(constants.STARTED_THRESHOLD_S).toBe(0.5);
    expect(constants.AUTOPLAY_COUNTDOWN_S).toBe(5);
    expect(constants.ANNOTATION_PRACTICE_DELAY_MS).toBe(3000);
    expect(constants.SKIP_INTRO_END_S).toBe(10);
    expect([1500, 3000]).toContain(constants.CONTROLS_HIDE_MS);
    expect(constants.LOW_QUALITY_MAX_WIDTH).toBe(768);
  });
});

describe('skipIntroVisible', () => {
  it('shows up to 10 s and hides once past it', () => {
    expect(skipIntroVisible(0, false)).toBe(true);
    expect(skipIntroVisible(10, false)).toBe(true);
    expect(skipIntroVisible(10.01, false)).toBe(false);
  });

  it('hides for good after use', () => {
    expect(skipIntroVisible(2, true)).toBe(false);
  });
});

describe('qualityForWidth', () => {
  it('turns auto into low quality up to 768 px, and keeps auto from 769 px', () => {
    expect(qualityForWidth('auto', 768)).toBe(LOW_QUALITY);
    expect(LOW_QUALITY).toBe('360p');
    expect(qualityForWidth('auto', 769)).toBe('auto');
  });

  it('keeps a chosen quality on any width', () => {
    expect(qualityForWidth('1080p', 320)).toBe('1080p');
    expect(qualityForWidth('144p', 1920)).toBe('144p');
  });

  it('treats an unknown preference as auto', () => {
    expect(qualityForWidth('4k', 1920)).toBe('auto');
    expect(qualityForWidth('', 500)).toBe('360p');
  });

  it('offers auto and the renditions the video has, in order', () => {
    expect(qualityOptions(['720p', '360p'])).toEqual(['auto', '360p', '720p']);
    expect(qualityOptions([])).toEqual(['auto', '144p', '240p', '360p', '480p', '720p', '1080p']);
  });
});

describe('speeds and subtitles', () => {
  it('offers the spec’s speeds', () => {
    expect(PLAYBACK_SPEEDS).toEqual([0.5, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2]);
  });

  it('keeps only vtt subtitle files', () => {
    const entry = (lang: string, format: string) => ({
      lang,
      label: lang,
      format,
      url: `/${lang}`,
    });
    expect(vttSubtitles([entry('en', 'vtt'), entry('hi', 'srt'), entry('ta', 'VTT')])).toEqual([
      entry('en', 'vtt'),
      entry('ta', 'VTT'),
    ]);
  });

  it('starts subtitles in the UI language when there are some, else off', () => {
    const tracks = [{ lang: 'en', label: 'English', format: 'vtt', url: '/en.vtt' }];
    expect(defaultSubtitle(tracks, 'en')).toBe(0);
    expect(defaultSubtitle(tracks, 'hi')).toBe(-1);
  });
});

describe('nextInList', () => {
  it('gives the video after the current one', () => {
    expect(nextInList(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextInList(['a', 'b', 'c'], 'b')).toBe('c');
  });

  it('gives nothing at the end, outside the list or without a list', () => {
    expect(nextInList(['a', 'b'], 'b')).toBeUndefined();
    expect(nextInList(['a', 'b'], 'x')).toBeUndefined();
    expect(nextInList(undefined, 'a')).toBeUndefined();
  });
});

describe('crossedAnnotation', () => {
  const points = [
    { at: 30, concept_code: 'c1', concept_name: 'Force' },
    { at: 90, concept_code: 'c2', concept_name: 'Mass' },
  ];

  it('finds the point playing went across (from < at <= to)', () => {
    expect(crossedAnnotation(points, 29.8, 30.1)?.concept_code).toBe('c1');
    expect(crossedAnnotation(points, 29.8, 30)?.concept_code).toBe('c1');
    expect(crossedAnnotation(points, 30, 30.2)).toBeUndefined();
  });

  it('ignores seeks (backwards or longer than one step) and points already handled', () => {
    expect(crossedAnnotation(points, 31, 29)).toBeUndefined();
    expect(crossedAnnotation(points, 5, 60)).toBeUndefined();
    expect(crossedAnnotation(points, 29.8, 30.1, new Set([30]))).toBeUndefined();
  });
});

describe('practice frame', () => {
  it('opens ad hoc practice of the concept, inside a frame', () => {
    const url = new URL(
      practiceFrameUrl('v1', { at: 30, concept_code: 'c1', concept_name: 'Newton’s laws & you' }),
      'https://learn.example.in',
    );
    expect(url.pathname).toBe('/practice');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mode: 'AdhocPractice',
      video_id: 'v1',
      conceptCode: 'c1',
      title: 'Newton’s laws & you',
      iframe: 'true',
    });
  });

  it('knows the close message in both spellings and nothing else', () => {
    expect(isCloseFrameMessage('CLOSE_IFRAME')).toBe(true);
    expect(isCloseFrameMessage({ type: 'CLOSE_IFRAME' })).toBe(true);
    expect(isCloseFrameMessage('close_iframe')).toBe(false);
    expect(isCloseFrameMessage({ kind: 'CLOSE_IFRAME' })).toBe(false);
    expect(isCloseFrameMessage(null)).toBe(false);
  });
});

describe('videoErrorType', () => {
  it('is incorrect_url when a status code is known', () => {
    expect(videoErrorType({ statusCode: 403, message: 'boom', online: true })).toBe(
      'incorrect_url',
    );
  });

  it('is the player’s message otherwise, then the network state', () => {
    expect(videoErrorType({ message: 'MEDIA_ERR_DECODE', online: true })).toBe('MEDIA_ERR_DECODE');
    expect(videoErrorType({ statusCode: 0, online: false })).toBe('offline');
    expect(videoErrorType({ online: true })).toBe('network');
  });
});

describe('closeNeedsConfirm and formatClock', () => {
  it('asks before closing only a started video that plays', () => {
    expect(closeNeedsConfirm({ playing: true, started: true, ended: false })).toBe(true);
    expect(closeNeedsConfirm({ playing: false, started: true, ended: false })).toBe(false);
    expect(closeNeedsConfirm({ playing: true, started: false, ended: false })).toBe(false);
    expect(closeNeedsConfirm({ playing: true, started: true, ended: true })).toBe(false);
  });

  it('reads positions as a clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(205.9)).toBe('3:25');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});
