import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * Runs one of the machine's media tools (ffmpeg, ffprobe, espeak-ng) and returns its output. On a
 * failure the error carries the tool's own stderr, because that is the only useful diagnosis.
 */
export async function runTool(command: string, args: readonly string[]): Promise<string> {
  try {
    const { stdout } = await execFileAsync(command, args, { maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    const tail = typeof stderr === 'string' ? stderr.trim().split('\n').slice(-8).join('\n') : '';
    throw new Error(
      `${command} failed: ${(error as Error).message.split('\n')[0] ?? ''}\n${tail}`,
      {
        cause: error,
      },
    );
  }
}

/** Length of a media file in seconds as ffprobe measures its container. */
export async function probeDuration(file: string): Promise<number> {
  const out = await runTool('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=noprint_wrappers=1:nokey=1',
    file,
  ]);
  const seconds = Number(out.trim());
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`ffprobe found no duration in ${file}`);
  }
  return seconds;
}

/** ffmpeg's common options: quiet, overwrite, and no tool version or date stamped into outputs. */
export const FFMPEG_BASE = ['-hide_banner', '-loglevel', 'error', '-y'] as const;
export const BITEXACT = ['-map_metadata', '-1', '-fflags', '+bitexact'] as const;
