/**
 * The six faults, each injected into the running topology (scripts/topology.mjs, fixed ports):
 * the process behind a port is found with `ss` and sent SIGKILL, as a machine losing it would;
 * the release runs the topology's own `release` (new processes started, old ones stopped
 * gracefully) around an additive migration applied through the primary.
 */
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import Redis from 'ioredis';

const run = promisify(execFile);

/** The additive DDL a release's migration would run (dropped again when the bench ends). */
export const RELEASE_COLUMN = 'chaos_release_note';
const ADD_COLUMN = `ALTER TABLE catalogue.sounds ADD COLUMN IF NOT EXISTS ${RELEASE_COLUMN} text`;
const DROP_COLUMN = `ALTER TABLE catalogue.sounds DROP COLUMN IF EXISTS ${RELEASE_COLUMN}`;

/** The pid listening on a TCP port of this machine (ss -ltnp), or undefined. */
export function listenerPid(port) {
  const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  return Number(/pid=(\d+)/.exec(out)?.[1]) || undefined;
}

const kill = (pid, what) => {
  if (!pid) throw new Error(`${what}: nenhum processo encontrado`);
  process.kill(pid, 'SIGKILL');
  return pid;
};

/** CPU ticks a process has used (/proc/<pid>/stat: utime + stime). */
const ticks = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

/** Pids of the processes named `name` (pgrep -x). */
function pids(name) {
  try {
    return execFileSync('pgrep', ['-x', name], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // none running
  }
}

/** Parent pid of a process. */
const parentOf = (pid) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);

/** DDL in a short transaction (one connection of `pool`) that gives up rather than queue behind a long lock. */
async function ddl(pool, statement) {
  const db = await pool.connect();
  try {
    await db.query('BEGIN');
    await db.query(`SET LOCAL lock_timeout = '2s'`);
    await db.query(statement);
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    db.release();
  }
}

export const dropReleaseColumn = (db) => ddl(db, DROP_COLUMN);

/**
 * The faults in order. `context`: { topology (ports), pool (pg, through the primary), backlog (settle.mjs), uploadForFault (a function that starts
 * an upload of a long file and answers at once), repo (the repository's root) }.
 * Each inject() resolves with a line saying what it did.
 */
export function faults(context) {
  const { topology } = context;
  return [
    {
      name: 'primário do PostgreSQL',
      async inject() {
        const leader = await patroniLeader(topology.patroniPorts);
        const postgres = listenerPid(leader.port);
        const patroni = listenerPid(Number(new URL(leader.api_url).port));
        kill(postgres, 'postgres primário');
        if (patroni) process.kill(patroni, 'SIGKILL');
        return `${leader.name}: postgres ${postgres} e patroni ${patroni} (SIGKILL)`;
      },
    },
    {
      name: 'um nó do RabbitMQ',
      async inject() {
        const port = topology.rabbitPorts[0];
        return `nó em :${port}, pid ${kill(listenerPid(port), `RabbitMQ :${port}`)} (SIGKILL)`;
      },
    },
    {
      name: 'master do Redis',
      async inject() {
        const [host, port] = await redisMaster(topology.sentinels, topology.sentinelMaster);
        return `master ${host}:${port}, pid ${kill(listenerPid(port), `Redis :${port}`)} (SIGKILL)`;
      },
    },
    {
      name: 'um processo api',
      async inject() {
        const port = await firstListening(topology.apiPorts);
        return `api em :${port}, pid ${kill(listenerPid(port), `api :${port}`)} (SIGKILL)`;
      },
    },
    {
      name: 'worker no meio do áudio',
      async inject() {
        for (let n = 0; n < 4; n++) context.uploadForFault();
        const deadline = Date.now() + 60_000;
        while (Date.now() < deadline) {
          if ((await context.backlog.activeJobs('audio-processing')) > 0) break;
          await sleep(100);
        }
        const workers = topology.workerPorts.map((port) => [port, listenerPid(port)]).filter(([, pid]) => pid);
        // The worker processing a file is the parent of its ffmpeg; else the busiest worker.
        const ffmpeg = pids('ffmpeg');
        let victim = workers.find(([, pid]) => ffmpeg.some((child) => parentOf(child) === pid));
        if (!victim) {
          const before = workers.map(([, pid]) => ticks(pid));
          await sleep(300);
          const used = workers.map(([, pid], index) => ticks(pid) - before[index]);
          victim = workers[used.indexOf(Math.max(...used))];
        }
        return `worker em :${victim[0]}, pid ${kill(victim[1], 'worker')} (SIGKILL) com um áudio em processamento`;
      },
    },
    {
      name: 'release (migração aditiva)',
      async inject() {
        await ddl(context.pool, ADD_COLUMN);
        const started = Date.now();
        await run('npm', ['run', 'topology', '--', 'release'], { cwd: context.repo, maxBuffer: 16 * 1024 * 1024 });
        return `coluna ${RELEASE_COLUMN} adicionada; release em ${((Date.now() - started) / 1000).toFixed(1)} s`;
      },
    },
  ];
}

async function patroniLeader(ports) {
  for (const port of ports) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/cluster`, { signal: AbortSignal.timeout(2000) });
      const leader = (await response.json()).members.find((member) => member.role === 'leader');
      if (leader) return leader;
    } catch {
      // this member is down: ask the next
    }
  }
  throw new Error('o Patroni não indica um primário');
}

async function redisMaster(sentinels, name) {
  for (const entry of sentinels) {
    const [host, port] = entry.split(':');
    const sentinel = new Redis({ host, port: Number(port), lazyConnect: true, maxRetriesPerRequest: 0 });
    sentinel.on('error', () => {});
    try {
      await sentinel.connect();
      const answer = await sentinel.call('SENTINEL', 'get-master-addr-by-name', name);
      if (answer) return [answer[0], Number(answer[1])];
    } catch {
      // the next Sentinel
    } finally {
      sentinel.disconnect();
    }
  }
  throw new Error('nenhum Sentinel indicou o master');
}

async function firstListening(ports) {
  const port = ports.find((candidate) => listenerPid(candidate));
  if (!port) throw new Error(`nenhum processo api escutando em ${ports.join(', ')}`);
  return port;
}
