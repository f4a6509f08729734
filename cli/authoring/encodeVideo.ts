import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BITEXACT, FFMPEG_BASE, runTool } from './mediaTools.ts';

/** One encoded size of the lesson: the frame size and how hard picture and voice are squeezed. */
export interface Rendition {
  name: '240p' | '480p';
  width: number;
  height: number;
  /** x264 constant quality: high, because still slides with large text survive it well. */
  crf: number;
  /**
   * AAC mono target in kbit/s. ffmpeg's encoder lands about a third above it at these rates, so
   * the targets are set low; a synthetic voice stays clear (measured: 480p ~33, 240p ~19 kbit/s).
   */
  audioKbps: number;
  /** 16 kHz still carries the whole band that matters for speech; 22.05 kHz is espeak's own. */
  sampleRate: number;
}

export const RENDITIONS: readonly Rendition[] = [
  { name: '480p', width: 854, height: 480, crf: 28, audioKbps: 24, sampleRate: 22050 },
  { name: '240p', width: 426, height: 240, crf: 30, audioKbps: 16, sampleRate: 16000 },
];

/**
 * Slides only change at slide boundaries, so a low frame rate costs nothing in what is seen and
 * keeps the file small (a repeated frame takes a few bytes). The narration is padded to whole
 * frames at this rate, so slide changes fall exactly on frames.
 */
export const FPS = 10;
/** A keyframe at least every 15 s (and at every slide start), so seeking stays quick. */
const GOP_FRAMES = 15 * FPS;
export const TRAILER_SECONDS = 6;

/** A still and for how many frames it is shown. */
export interface Still {
  pngFile: string;
  frames: number;
}

/**
 * Input options that loop each still for exactly its frames at FPS; with one input per slide the
 * picture changes on the very frame where its narration segment begins.
 */
function stillInputs(stills: readonly Still[]): string[] {
  return stills.flatMap((s) => [
    ...['-loop', '1', '-framerate', String(FPS), '-t', String(s.frames / FPS)],
    ...['-i', s.pngFile],
  ]);
}

/** Joins the stills in order, scaled to the rendition's size, as the filter graph's [v]. */
function stillsGraph(count: number, width: number, height: number): string {
  const inputs = Array.from({ length: count }, (_, i) => `[${i}:v]`).join('');
  return (
    `${inputs}concat=n=${count}:v=1:a=0,` +
    `scale=${width}:${height}:flags=lanczos,setsar=1,format=yuv420p[v]`
  );
}

/** Joins the slides' WAV segments into one narration track; they share one format, so no re-encode. */
export async function joinAudio(wavFiles: readonly string[], workDir: string): Promise<string> {
  const listFile = join(workDir, 'audio.ffconcat');
  const out = join(workDir, 'narration.wav');
  const quote = (f: string): string => `'${f.replaceAll("'", "'\\''")}'`;
  await writeFile(
    listFile,
    ['ffconcat version 1.0', ...wavFiles.map((f) => `file ${quote(f)}`)].join('\n') + '\n',
  );
  await runTool('ffmpeg', [
    ...[...FFMPEG_BASE, '-f', 'concat', '-safe', '0', '-i', listFile],
    ...['-c', 'copy', out],
  ]);
  return out;
}

const H264 = [
  ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'stillimage'],
  ...['-r', String(FPS), '-g', String(GOP_FRAMES)],
];
const MP4 = ['-movflags', '+faststart', '-flags:v', '+bitexact'];

/** Encodes one rendition from the stills and the narration: H.264 + AAC mono, ready to stream. */
export async function encodeRendition(
  rendition: Rendition,
  stills: readonly Still[],
  narrationWav: string,
  outFile: string,
): Promise<void> {
  // Every slide starts on a keyframe: players seek there for annotation points and chapters.
  const slideStarts: string[] = [];
  stills.reduce((frame, s) => (slideStarts.push(String(frame / FPS)), frame + s.frames), 0);
  await runTool('ffmpeg', [
    ...FFMPEG_BASE,
    ...stillInputs(stills),
    ...['-i', narrationWav],
    ...['-filter_complex', stillsGraph(stills.length, rendition.width, rendition.height)],
    // No frame limit: the looped inputs are finite already, and ffmpeg would end the whole file
    // at the limit while audio still sits behind x264's lookahead, cutting the last seconds.
    ...['-map', '[v]', '-map', `${stills.length}:a`],
    ...H264,
    ...['-crf', String(rendition.crf), '-force_key_frames', slideStarts.join(',')],
    ...['-c:a', 'aac', '-b:a', `${rendition.audioKbps}k`, '-ac', '1'],
    ...['-ar', String(rendition.sampleRate), '-flags:a', '+bitexact'],
    ...MP4,
    ...BITEXACT,
    outFile,
  ]);
}

/** The hover preview: every slide in turn over six silent seconds, at 240p. */
export async function encodeTrailer(pngFiles: readonly string[], outFile: string): Promise<void> {
  const total = TRAILER_SECONDS * FPS;
  const each = Math.floor(total / pngFiles.length);
  // Whole frames per slide; the last slide takes what rounding left over.
  const stills = pngFiles.map((pngFile, i) => ({
    pngFile,
    frames: i === pngFiles.length - 1 ? total - each * (pngFiles.length - 1) : each,
  }));
  await runTool('ffmpeg', [
    ...FFMPEG_BASE,
    ...stillInputs(stills),
    ...['-filter_complex', stillsGraph(stills.length, 426, 240)],
    ...['-map', '[v]', '-frames:v', String(total), '-an'],
    ...H264,
    ...['-crf', '32'],
    ...MP4,
    ...BITEXACT,
    outFile,
  ]);
}
