// `npm run topology -- up|down|status|release`: the production topology on this machine, from
// one command (issue #30). The parts and what they do live in libs/topology
// (src/topology.ts); this script reads the arguments, makes sure what it needs exists, and prints.
//
// Ports (fixed; see libs/topology/src/topology-ports.ts):
//   etcd             clients 23791-23793, peers 23801-23803
//   PostgreSQL       members 15431-15433 (Patroni REST 18001-18003); primary via HAProxy on 15430
//   RabbitMQ         AMQP 5681-5683, nodes sampleteca1..3@localhost, distribution 25681-25683
//   Redis            master 16379, replica 16380; Sentinels 26391-26393, master name "sampleteca"
//   platform         api 3101-3102 (3103-3104 for a release), workers 3111-3112 (3113-3114)
//   HAProxy HTTP     3100: http://localhost:3100, the platform's address here
// State (pids, logs, data, haproxy.sock): $TOPOLOGY_DIR or /var/tmp/sampleteca-topology.
import { existsSync } from 'node:fs';
import { loadDotEnv } from './lib/env.mjs';
import { ensureNodeModules } from './lib/install.mjs';
import { log, runOrExit } from './lib/run.mjs';
import { ensureDebianPackages, TOPOLOGY_PACKAGES } from './lib/system-packages.mjs';

const USAGE = 'uso: npm run topology -- up | down [--purge] | status | release';
const [command, ...flags] = process.argv.slice(2);
if (!['up', 'down', 'status', 'release'].includes(command)) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
if (process.getuid?.() !== 0) {
  process.stderr.write(
    '✗ a topologia roda como root (PostgreSQL sob o usuário postgres, arquivos de estado, apt-get)\n',
  );
  process.exit(1);
}

loadDotEnv();
await ensureNodeModules();
await ensureDebianPackages(TOPOLOGY_PACKAGES);
if (!existsSync('libs/topology/dist/index.js') || !existsSync('services/platform/dist/main.js')) {
  log('compilando serviços, portal e console…');
  await runOrExit('npm', ['run', 'build']);
}

const { Topology, TOPOLOGY_PORTS } = await import('../libs/topology/dist/index.js');
const stateDir = process.env.TOPOLOGY_DIR || '/var/tmp/sampleteca-topology';
const topology = new Topology({ stateDir, repoDir: process.cwd(), env: process.env, log });

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows)
    process.stdout.write(`  ${row.map((cell, i) => String(cell).padEnd(widths[i])).join('  ')}\n`);
}

async function printStatus() {
  const status = await topology.status();
  const rows = [['parte', 'onde', 'estado']];
  for (const member of status.etcd) rows.push(['etcd', member.name, member.running ? 'rodando' : 'parado']);
  for (const member of status.patroni)
    rows.push(['PostgreSQL', `${member.name} 127.0.0.1:${member.port}`, `${member.role} (${member.state})`]);
  rows.push([
    'HAProxy',
    `PostgreSQL 127.0.0.1:${TOPOLOGY_PORTS.postgresPrimary}, HTTP 127.0.0.1:${TOPOLOGY_PORTS.http}`,
    status.haproxy.running ? 'rodando' : 'parado',
  ]);
  for (const server of status.haproxy.servers)
    rows.push(['  backend', `${server.backend}/${server.server}`, `${server.status}, ${server.sessions} sessões`]);
  for (const [index, node] of status.rabbitmq.nodes.entries())
    rows.push([
      'RabbitMQ',
      `${node} amqp 127.0.0.1:${TOPOLOGY_PORTS.rabbitmq[index].amqp}`,
      status.rabbitmq.running.includes(node) ? 'no cluster' : 'fora',
    ]);
  rows.push([
    'Redis',
    `master ${status.redis.master ? `${status.redis.master.host}:${status.redis.master.port}` : '?'}`,
    `Sentinels ${status.redis.sentinels}`,
  ]);
  for (const process of status.platform)
    rows.push([
      process.role,
      `127.0.0.1:${process.port} (pid ${process.pid})`,
      process.ready ? 'pronto' : 'não pronto',
    ]);
  printTable(rows);
  process.stdout.write(`\n  plataforma: ${topology.publicUrl()}   estado e logs: ${stateDir}\n`);
  // Our nodes have their own Erlang cookie: rabbitmqctl needs the same HOME to reach them.
  process.stdout.write(
    `  rabbitmqctl: HOME=${stateDir}/rabbitmq /usr/lib/rabbitmq/bin/rabbitmqctl -n sampleteca1@localhost cluster_status\n`,
  );
}

try {
  if (command === 'up') {
    const started = Date.now();
    const timings = await topology.up();
    log(
      `topologia no ar em ${seconds(Date.now() - started)} (${Object.entries(timings)
        .map(([part, ms]) => `${part} ${seconds(ms)}`)
        .join(', ')})`,
    );
    await printStatus();
  } else if (command === 'down') {
    await topology.down({ purge: flags.includes('--purge') });
    log('topologia encerrada');
  } else if (command === 'status') {
    await printStatus();
  } else if (command === 'release') {
    const slots = await topology.release();
    log(`release concluído: api em ${slots.api.join(', ')}, workers em ${slots.worker.join(', ')}`);
  }
} catch (error) {
  process.stderr.write(`\n✗ ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
