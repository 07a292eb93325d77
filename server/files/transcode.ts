// Video transcoding with ffmpeg, in a child process so a long video never blocks the event loop.
// ffmpeg comes from the npm package @ffmpeg-installer/ffmpeg (a static build inside the package),
// so `npm install` brings it everywhere. One run decodes once and writes both outputs: an H.264/AAC
// MP4 with its index up front (faststart: it plays while loading) and a JPEG of the first frame.
import { spawn } from 'node:child_process';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import pLimit from 'p-limit';
import { VIDEO_THUMBNAIL_MAX_PX } from '../../common/uploads';

/** The input is not a video ffmpeg can turn into an MP4 in time: the caller's problem (400). */
export class TranscodeError extends Error {}

export interface TranscodeOutputs {
  /** Where the MP4 goes. */
  video: string;
  /** Where the JPEG thumbnail goes. */
  thumbnail: string;
}

/** Enough of ffmpeg's log to read the duration and the cause of a failure. */
const LOG_KEPT = 16 * 1024;

const max = VIDEO_THUMBNAIL_MAX_PX;

export function ffmpegArguments(input: string, outputs: TranscodeOutputs): string[] {
  return [
    '-hide_banner', '-nostdin', '-y', '-i', input,
    // The first video stream and the first audio stream, if any; H.264 wants even sides.
    '-map', '0:v:0', '-map', '0:a:0?',
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
    '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2',
    '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-f', 'mp4', outputs.video,
    '-map', '0:v:0', '-frames:v', '1', '-q:v', '3', '-f', 'image2',
    '-vf', `scale='min(${max},iw)':'min(${max},ih)':force_original_aspect_ratio=decrease`, outputs.thumbnail,
  ];
}

/** Seconds from ffmpeg's "Duration: 00:01:02.50" line, when it printed one. */
export function durationOf(log: string): number | undefined {
  const match = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(log);
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : undefined;
}

function problemOf(log: string): string {
  if (/matches no streams/.test(log)) return 'the file has no video stream';
  return 'the file is not a video ffmpeg can read';
}

/** One ffmpeg at a time: each already uses every core, so more at once would only slow them all down. */
const oneAtATime = pLimit(1);

/**
 * Transcodes `input` into `outputs`; answers the duration in seconds (when known). Rejects with
 * TranscodeError for input ffmpeg refuses or that takes longer than `timeoutMs` (ffmpeg is killed;
 * the time counts from ffmpeg's start, not from the wait behind another transcoding).
 */
export function transcodeVideo(input: string, outputs: TranscodeOutputs, timeoutMs: number): Promise<number | undefined> {
  return oneAtATime(() => runFfmpeg(input, outputs, timeoutMs));
}

function runFfmpeg(input: string, outputs: TranscodeOutputs, timeoutMs: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg.path, ffmpegArguments(input, outputs), { stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    let duration: number | undefined;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      log = (log + text).slice(-LOG_KEPT);
      // Read as soon as it comes (early), before the encoder's long log pushes it out.
      duration ??= durationOf(log);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new TranscodeError(`the video could not be transcoded within ${timeoutMs / 1000} seconds`));
      else if (code === 0) resolve(duration);
      else reject(new TranscodeError(problemOf(log)));
    });
  });
}
