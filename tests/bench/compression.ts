// Compression of a 12-megapixel photo (issue 5): the real upload path in real Chromium — the profile
// picture field hands the file to the sync worker, which decodes it (createImageBitmap), recompresses
// it at quality 0.7 (OffscreenCanvas.convertToBlob), keeps the smaller and uploads it. Measured: the
// time, the bytes before and after, and the main thread's long tasks meanwhile (goal: none over 50 ms).
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { Browser } from '@playwright/test';
import { launchServer } from '../../server/testing/server-process';
import { logIn } from './message-center';
import { prepareBenchAgent } from './seed';
import { callServer } from '../../server/testing/call-server';

export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;

export interface CompressionFigures {
  /** Choosing the file → its bytes are sent (check, decode, recompress, the PUT on localhost). */
  compressMs: number;
  /** Choosing the file → the picture is uploaded and shown. */
  totalMs: number;
  bytesBefore: number;
  bytesAfter: number;
  longTasks: number;
  longestTaskMs: number;
}

interface LongTask {
  startTime: number;
  duration: number;
}

declare global {
  interface Window {
    benchLongTasks?: LongTask[];
    benchSentAt?: number;
  }
}

/**
 * A camera-like JPEG made by ffmpeg: a colour test pattern with per-pixel noise (like a sensor's),
 * at ffmpeg's quality 2 (≈ a camera's), about 3 MB — under the 5 MB image limit, not trivial to compress.
 */
async function makePhoto(folder: string): Promise<string> {
  const file = path.join(folder, 'photo.jpg');
  await promisify(execFile)(ffmpeg.path, [
    '-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc2=s=${PHOTO_WIDTH}x${PHOTO_HEIGHT},noise=alls=12:allf=u`,
    '-frames:v', '1', '-q:v', '2', file,
  ]);
  return file;
}

export async function benchCompression(browser: Browser): Promise<CompressionFigures> {
  const folder = await mkdtemp(path.join(tmpdir(), 'parley-bench-photo-'));
  const server = await launchServer();
  try {
    const photo = await makePhoto(folder);
    const call = <T>(route: string, body: Record<string, unknown>) => callServer<T>(server.url, route, body);
    const email = 'photographer@example.com';
    const password = 'bench password 1';
    const user = await call<{ sessionToken: string }>('/users', { username: email, email, password });
    const org = await call<{ objectId: string }>('/classes/Organization', { _SessionToken: user.sessionToken, name: 'Studio', industry: 'retail' });
    await server.stop();
    await prepareBenchAgent(server.dataDir, email);
    await server.start();

    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    // Every long task of the main thread, from the first script on.
    await context.addInitScript(() => {
      window.benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.benchLongTasks!.push({ startTime: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await logIn(page, email, password);
    await page.goto('/account-setting');
    const choose = page.getByRole('button', { name: 'Choose a picture' });
    await choose.waitFor();
    // Let the page settle (the sync worker's start, the first pull), so the window holds only the upload's
    // work. Account settings sit in the shell, whose socket keeps the network busy: wait, not for idle.
    await page.waitForTimeout(5000);

    const chooser = page.waitForEvent('filechooser');
    await choose.click();
    // The worker's requests are not the page's: the progress bar tells when the bytes went out.
    const pageStart = await page.evaluate(() => {
      const poll = () => {
        const bar = document.querySelector<HTMLProgressElement>('progress[aria-label="Uploading the picture"]');
        if (bar && bar.value > 0) window.benchSentAt = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
      return performance.now();
    });
    const started = performance.now();
    // A path, not a buffer: Playwright would otherwise build the file in the page, a long task of its own.
    await (await chooser).setFiles(photo);
    await page.getByRole('img', { name: 'New picture' }).waitFor({ timeout: 120_000 });
    const totalMs = performance.now() - started;
    // The preview decodes the original on the main thread's side too: wait until it has painted.
    await page.waitForTimeout(1000);
    const { tasks, sentAt } = await page.evaluate((since) => ({
      tasks: (window.benchLongTasks ?? []).filter((task) => task.startTime >= since),
      sentAt: window.benchSentAt,
    }), pageStart);
    await context.close();

    const stored = path.join(server.dataDir, 'files', org.objectId);
    const [kept] = (await readdir(stored)).filter((name) => !name.endsWith('.part'));
    if (!kept) throw new Error('the upload stored no file');
    return {
      compressMs: (sentAt ?? Number.NaN) - pageStart,
      totalMs,
      bytesBefore: (await stat(photo)).size,
      bytesAfter: (await stat(path.join(stored, kept))).size,
      longTasks: tasks.length,
      longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
    };
  } finally {
    await server.dispose();
    await rm(folder, { recursive: true, force: true });
  }
}
