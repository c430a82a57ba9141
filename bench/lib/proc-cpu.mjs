import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * CPU milliseconds so far of every process in each group, read from /proc (Linux only): the
 * platform (every process running its main.js), PostgreSQL and Redis, and this process (`bench`).
 * Each process counts with its ended children (cutime, cstime): PostgreSQL's backends that
 * closed during a run are then still counted, by the postmaster that reaped them.
 *
 * On a machine others use too, `scope` narrows it to the bench's own: `port`, only the platform
 * process listening on that port and its children (PLATFORM_PROCESSES' workers): another
 * platform's idle work is not this one's cost;
 * `database`, only the PostgreSQL backends of that database (with the server's own background
 * processes, which serve every database), not other people's queries.
 */
export function cpuByGroup(scope = {}) {
  const groups = { platform: 0, postgres: 0, redis: 0 };
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) * CLOCK_TICK_MS;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.includes('services/platform/dist/main')) {
        const parent = fields[1];
        if (!scope.platformPids || scope.platformPids.has(pid) || scope.platformPids.has(parent)) groups.platform += ms;
      } else if (name.startsWith('postgres')) {
        if (scope.database === undefined || !backendOfAnother(command, scope.database)) groups.postgres += ms;
      } else if (name.startsWith('redis')) groups.redis += ms;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  const own = process.cpuUsage();
  return { ...groups, bench: (own.user + own.system) / 1000 };
}

/** The bench's scope from its options: the platform listening on `--url`'s port, the database of `--database-url`. */
export function scopeOf(options) {
  const port = Number(new URL(options.url).port || 80);
  const platformPids = listeningPids(port);
  if (!platformPids.size) throw new Error(`nenhum processo escuta na porta ${port}`);
  return { platformPids, database: new URL(options['database-url']).pathname.slice(1) };
}

/** The processes holding a socket that listens on `port` (/proc/net/tcp*, then each process's fds). */
function listeningPids(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      if (columns.length < 10 || columns[3] !== '0A') continue; // 0A: LISTEN
      if (parseInt(columns[1].split(':')[1], 16) === port) inodes.add(`socket:[${columns[9]}]`);
    }
  }
  const pids = new Set();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) pids.add(pid);
      }
    } catch {
      // Ended, or not ours to read.
    }
  }
  return pids;
}

/** 'postgres: 15/main: user database host(port) state': a backend; background processes name no database. */
function backendOfAnother(command, database) {
  const backend = /^postgres: (?:[^:]+: )?\S+ (\S+) \S+\(\d+\)/.exec(command.replace(/\0/g, ' '));
  return backend !== null && backend[1] !== database;
}

/** CPU seconds of this process (every thread, essentia's too) plus its finished children (ffmpeg, sox). */
export async function ownCpuSeconds() {
  const own = process.cpuUsage();
  const stat = (await readFile('/proc/self/stat', 'utf8')).split(') ')[1].split(' ');
  const children = ((Number(stat[13]) + Number(stat[14])) * CLOCK_TICK_MS) / 1000;
  return (own.user + own.system) / 1e6 + children;
}
