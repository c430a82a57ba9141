import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * CPU milliseconds so far of every process in each group, read from /proc (Linux only): the
 * platform (every process running its main.js), PostgreSQL and Redis, and this process (`bench`).
 * Each process counts with its ended children (cutime, cstime): PostgreSQL's backends that
 * closed during a run are then still counted, by the postmaster that reaped them.
 */
export function cpuByGroup() {
  const groups = { platform: 0, postgres: 0, redis: 0 };
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) * CLOCK_TICK_MS;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.includes('services/platform/dist/main')) groups.platform += ms;
      else if (name.startsWith('postgres')) groups.postgres += ms;
      else if (name.startsWith('redis')) groups.redis += ms;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  const own = process.cpuUsage();
  return { ...groups, bench: (own.user + own.system) / 1000 };
}

/** CPU seconds of this process (every thread, essentia's too) plus its finished children (ffmpeg, sox). */
export async function ownCpuSeconds() {
  const own = process.cpuUsage();
  const stat = (await readFile('/proc/self/stat', 'utf8')).split(') ')[1].split(' ');
  const children = ((Number(stat[13]) + Number(stat[14])) * CLOCK_TICK_MS) / 1000;
  return (own.user + own.system) / 1e6 + children;
}
