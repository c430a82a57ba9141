/**
 * The six faults, injected through the topology's own parts (libs/topology, the code
 * behind `npm run topology`): a SIGKILL of the PostgreSQL primary (Patroni and postgres, as a lost
 * machine), of the RabbitMQ node every process connected to first, of the Redis master, of an api
 * process, of a worker while it processes audio; and a rolling release around an additive
 * migration. Each fault's `restore` brings its part back, as an orchestrator would, so the next
 * fault meets the whole topology again.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The additive DDL a release's migration would run (dropped again when the bench ends). */
export const RELEASE_COLUMN = 'chaos_release_note';
const ADD_COLUMN = `ALTER TABLE catalogue.sounds ADD COLUMN IF NOT EXISTS ${RELEASE_COLUMN} text`;
const DROP_COLUMN = `ALTER TABLE catalogue.sounds DROP COLUMN IF EXISTS ${RELEASE_COLUMN}`;

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

/** A platform process killed, then started again on its slot once the fault is measured. */
async function killProcess(process, what) {
  const pid = process.pid;
  await process.kill();
  return {
    note: `${what} ${process.name}, pid ${pid} (SIGKILL)`,
    restore: async () => {
      process.start();
      await process.waitReady();
    },
  };
}

/**
 * The faults in order. `context`: { topology (a Topology of libs/topology), pool (pg,
 * through the primary), backlog (settle.mjs), uploadForFault (starts an upload of a long file
 * and answers at once) }. Each inject() resolves with { note, restore? }.
 */
export function faults({ topology, pool, backlog, uploadForFault }) {
  return [
    {
      name: 'primário do PostgreSQL',
      async inject() {
        const primary = await topology.patroni.primary();
        if (!primary) throw new Error('o Patroni não indica um primário');
        await topology.patroni.kill(primary);
        return {
          note: `${primary.name}: Patroni e postgres (SIGKILL)`,
          restore: () => topology.patroni.restart(primary),
        };
      },
    },
    {
      name: 'um nó do RabbitMQ',
      async inject() {
        // The first of RABBITMQ_URL: the node every process connected to at start.
        await topology.rabbitmq.kill(0);
        return { note: `${topology.rabbitmq.nodeNames[0]} (SIGKILL)`, restore: () => topology.rabbitmq.restart(0) };
      },
    },
    {
      name: 'master do Redis',
      async inject() {
        const master = await topology.redis.master();
        if (!master) throw new Error('nenhum Sentinel indica o master');
        await topology.redis.kill(master);
        return {
          note: `master ${master.host}:${master.port} (SIGKILL)`,
          restore: () => topology.redis.restart(master),
        };
      },
    },
    {
      name: 'um processo api',
      inject: () => killProcess(topology.activePlatformProcesses().api[0], 'api'),
    },
    {
      name: 'worker no meio do áudio',
      async inject() {
        for (let n = 0; n < 4; n++) uploadForFault();
        const deadline = Date.now() + 60_000;
        while (Date.now() < deadline && (await backlog.activeJobs('audio-processing')) === 0) await sleep(100);
        const workers = topology.activePlatformProcesses().worker;
        // The worker processing a file is the parent of its ffmpeg.
        const ffmpeg = pids('ffmpeg');
        const busy = workers.find((worker) => ffmpeg.some((child) => parentOf(child) === worker.pid));
        const { note, restore } = await killProcess(busy ?? workers[0], 'worker');
        return { note: `${note}${busy ? ' com um áudio em processamento' : ' (nenhum ffmpeg visto)'}`, restore };
      },
    },
    {
      name: 'release (migração aditiva)',
      async inject() {
        await ddl(pool, ADD_COLUMN);
        const started = Date.now();
        const slots = await topology.release();
        return {
          note: `coluna ${RELEASE_COLUMN} adicionada; release em ${((Date.now() - started) / 1000).toFixed(1)} s (api ${slots.api.join(', ')}, workers ${slots.worker.join(', ')})`,
        };
      },
    },
  ];
}
