import { join } from 'node:path';
import { FFMPEG_BASE, probeDuration, runTool } from './mediaTools.ts';

/** espeak-ng's American English voice at about 150 words a minute: slow enough to follow. */
const VOICE = 'en-us';
const WORDS_PER_MINUTE = 150;
/** espeak-ng writes 22.05 kHz mono; every segment is kept in that one format so they concatenate. */
const SAMPLE_RATE = 22050;

/** A breath before each slide's speech and a pause after it, so slide changes do not feel abrupt. */
const LEAD_SECONDS = 0.3;
const TAIL_SECONDS = 0.6;

/** One slide's place on the lesson's timeline, in seconds from the start of the video. */
export interface Segment {
  /** When the slide appears; always on a video frame boundary. */
  start: number;
  /** How long it stays: its speech with the lead and the tail, rounded up to whole frames. */
  duration: number;
  /** The same length in video frames. */
  frames: number;
  /** When its narration starts and ends being spoken; subtitles are timed within this span. */
  speechStart: number;
  speechEnd: number;
  /** The slide's audio, padded to `duration`. */
  wavFile: string;
}

/**
 * Speaks each slide's English narration into its own WAV, pads it, and measures each with ffprobe.
 * The timeline is built from the measured lengths, not from estimates, so slides, subtitles and
 * annotation points line up with what is heard. Each segment is padded to a whole number of video
 * frames (`fps`), so every slide change, its keyframe and an annotation point fall on one frame.
 */
export async function narrate(
  narrations: readonly string[],
  workDir: string,
  fps: number,
): Promise<Segment[]> {
  const segments: Segment[] = [];
  let startFrame = 0;
  for (const [i, text] of narrations.entries()) {
    const speechFile = join(workDir, `speech-${i + 1}.wav`);
    const wavFile = join(workDir, `segment-${i + 1}.wav`);
    await runTool('espeak-ng', [
      '-v',
      VOICE,
      '-s',
      String(WORDS_PER_MINUTE),
      '-w',
      speechFile,
      text,
    ]);
    const speech = await probeDuration(speechFile);
    // A tiny tolerance keeps a length that is already whole frames from gaining one more.
    const frames = Math.ceil((LEAD_SECONDS + speech + TAIL_SECONDS) * fps - 1e-6);
    await runTool('ffmpeg', [
      ...FFMPEG_BASE,
      '-i',
      speechFile,
      '-af',
      `adelay=${Math.round(LEAD_SECONDS * 1000)}:all=1,apad=whole_dur=${frames / fps}`,
      '-ar',
      String(SAMPLE_RATE),
      '-ac',
      '1',
      '-c:a',
      'pcm_s16le',
      wavFile,
    ]);
    const duration = await probeDuration(wavFile);
    if (Math.abs(duration * fps - frames) > 0.01) {
      throw new Error(`${wavFile}: padded to ${duration} s, expected ${frames} frames`);
    }
    const start = startFrame / fps;
    segments.push({
      start,
      duration: frames / fps,
      frames,
      speechStart: start + LEAD_SECONDS,
      speechEnd: start + LEAD_SECONDS + speech,
      wavFile,
    });
    startFrame += frames;
  }
  return segments;
}
