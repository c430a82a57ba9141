#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * Memory of an audio upload as it streams into storage: the platform's resident memory while a
 * 500 MB WAV arrives (chunked, no Content-Length, as a browser streaming a file), after a 50 MB
 * upload in the same run. A fresh process's first sizeable upload grows its heap to a working
 * size (V8's young generation, buffers awaiting collection); memory that follows the file's size
 * would show as the 500 MB upload growing again. Target (issue #17): growth ≤ 64 MiB for the
 * 500 MB upload, and nothing written to the temporary directory. See README.md beside this file.
 *
 *   npm run build:services && npm run bench:uploads -- [--mb 500] [--baseline-mb 50]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_URLS, loadDotEnv } from '../../scripts/lib/env.mjs';
import { signIn } from '../lib/session.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const MB = 1_000_000;
const MIB = 1024 * 1024;
const SIZE_MB = option('mb', 500);
const BASELINE_MB = option('baseline-mb', 50);
const TARGET_MIB = 64;

loadDotEnv();
for (const [name, url] of Object.entries(DEFAULT_URLS)) process.env[name] ??= url;
const require = createRequire(import.meta.url);
// Its parts one by one: the index also holds jest-only helpers (@jest/globals refuses to load outside jest).
const testing = Object.assign(
  {},
  require('../../libs/testing/dist/test-environment.js'),
  require('../../libs/testing/dist/eventually.js'),
);
const { default: globalSetup } = require('../../libs/testing/dist/jest/global-setup.js');
const { default: globalTeardown } = require('../../libs/testing/dist/jest/global-teardown.js');

/** A 16-bit stereo 44.1 kHz WAV of `bytes` bytes, made as it is read: a 440 Hz tone. */
function* wav(bytes) {
  const dataBytes = bytes - 44;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(44_100, 24);
  header.writeUInt32LE(44_100 * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  yield header;
  const block = Buffer.alloc(64 * 1024);
  for (let frame = 0; frame < block.length / 4; frame++) {
    const sample = Math.round(Math.sin((2 * Math.PI * 440 * frame) / 44_100) * 8000);
    block.writeInt16LE(sample, frame * 4);
    block.writeInt16LE(sample, frame * 4 + 2);
  }
  for (let sent = 0; sent < dataBytes; sent += block.length)
    yield block.subarray(0, Math.min(block.length, dataBytes - sent));
}

/** The multipart body a browser sends for one `file`, streamed: no Content-Length. */
function multipartBody(bytes, boundary) {
  const parts = (function* () {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.wav"\r\n` +
        'Content-Type: audio/wav\r\n\r\n',
    );
    yield* wav(bytes);
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  })();
  return new ReadableStream({
    pull(controller) {
      const next = parts.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value));
    },
  });
}

const residentBytes = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
const leftovers = () => readdirSync(tmpdir()).filter((name) => name.startsWith('sampleteca-audio-upload-')).length;

/** Uploads `bytes` while sampling the platform's RSS; its peak growth over the RSS before. */
async function measuredUpload(base, token, pid, bytes) {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 50);
  const boundary = `bench${Date.now()}`;
  const started = performance.now();
  const response = await fetch(`${base}/api/media/audio`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: multipartBody(bytes, boundary),
    duplex: 'half',
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, residentBytes(pid));
  const answer = await response.json();
  if (response.status !== 201) throw new Error(`envio recusado (${response.status}): ${JSON.stringify(answer)}`);
  return { growth: peak - before, seconds };
}

await globalSetup();
const mediaDir = mkdtempSync(join(tmpdir(), 'sampleteca-uploads-bench-'));
const environment = await testing.createTestEnvironment({
  LOG_LEVEL: 'warn',
  DEMO_CATALOGUE: 'false',
  MEDIA_LOCAL_DIR: mediaDir,
  MEDIA_AUDIO_MAX_BYTES: String((SIZE_MB + 10) * MB),
});
const base = `http://127.0.0.1:${environment.env.PORT}`;

async function startPlatform(roles) {
  const child = spawn(process.execPath, [resolve('services/platform/dist/main.js')], {
    env: { ...process.env, ...environment.env, ROLES: roles },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await testing.eventually(async () => {
    if ((await fetch(`${base}/api/ready`)).status !== 200) throw new Error('not ready');
  }, 60000);
  return child;
}

async function stopPlatform(child) {
  if (child?.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
}

let platform;
try {
  // The account is made with a worker (its confirmation is a mail job); the uploads are measured
  // on the api role alone, so no processing of what arrives runs in the measured process.
  platform = await startPlatform('api,worker');
  await signIn(base);
  await stopPlatform(platform);
  platform = await startPlatform('api');
  const { token } = await signIn(base);
  const tempBefore = leftovers();
  const fresh = residentBytes(platform.pid);
  await measuredUpload(base, token, platform.pid, 1 * MB); // warm-up: code paths loaded, unmeasured
  const baseline = await measuredUpload(base, token, platform.pid, BASELINE_MB * MB);
  const large = await measuredUpload(base, token, platform.pid, SIZE_MB * MB);
  const tempFiles = leftovers() - tempBefore;
  const overall = residentBytes(platform.pid) - fresh;

  console.log(`\nAudio upload streamed into storage (local driver), RSS growth of the platform process`);
  console.log(`${'upload'.padEnd(12)} ${'RSS growth'.padStart(12)} ${'MB/s'.padStart(8)}`);
  for (const [name, run, size] of [
    [`${BASELINE_MB} MB`, baseline, BASELINE_MB],
    [`${SIZE_MB} MB`, large, SIZE_MB],
  ]) {
    console.log(
      `${name.padEnd(12)} ${`${(run.growth / MIB).toFixed(1)} MiB`.padStart(12)} ${(size / run.seconds).toFixed(0).padStart(8)}`,
    );
  }
  const ratio = large.growth / Math.max(baseline.growth, MIB);
  console.log(
    `\n${SIZE_MB} MB vs ${BASELINE_MB} MB: ${ratio.toFixed(2)}× the growth for ${(SIZE_MB / BASELINE_MB).toFixed(0)}× the bytes`,
  );
  console.log(`RSS after both over the fresh process's: ${(overall / MIB).toFixed(1)} MiB`);
  console.log(`temporary files left or made in ${tmpdir()}: ${tempFiles}`);
  const pass = large.growth <= TARGET_MIB * MIB && tempFiles === 0;
  console.log(`target: growth ≤ ${TARGET_MIB} MiB and no temporary copy — ${pass ? '✓' : '✗'}`);
  process.exitCode = pass ? 0 : 1;
} finally {
  await stopPlatform(platform);
  await environment.cleanup();
  await globalTeardown();
  rmSync(mediaDir, { recursive: true, force: true });
}
process.exit(); // the sign-in's keep-alive connections would hold the process open
