// Makes sure PostgreSQL, RabbitMQ and Redis answer: starts the local ones when they are
// installed but stopped, otherwise says exactly what to run.
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { commandExists, log, run } from './run.mjs';

function reachable(url, fallbackPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || fallbackPort), timeout: 1500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const isLocal = (url) => ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(url).hostname);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const DEPENDENCIES = [
  {
    name: 'PostgreSQL',
    variable: 'DATABASE_URL',
    port: 5432,
    compose: 'postgres',
    installed: () => commandExists('pg_ctlcluster'),
    start: async () => {
      const version = readdirSync('/etc/postgresql')[0];
      return run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
    },
  },
  {
    name: 'RabbitMQ',
    variable: 'RABBITMQ_URL',
    port: 5672,
    compose: 'rabbitmq',
    installed: () => commandExists('rabbitmq-server'),
    start: () =>
      run('rabbitmq-server', ['-detached'], { env: { ...process.env, RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1' } }),
  },
  {
    name: 'Redis',
    variable: 'REDIS_URL',
    port: 6379,
    compose: 'redis',
    installed: () => commandExists('redis-server'),
    start: () =>
      run('redis-server', [
        '--daemonize',
        'yes',
        '--bind',
        '127.0.0.1',
        '-::1',
        '--port',
        '6379',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        '/var/lib/redis',
        '--logfile',
        '/var/log/redis/ci.log',
      ]),
  },
];

export async function ensureInfrastructure(urls) {
  const missing = [];
  for (const dependency of DEPENDENCIES) {
    const url = urls[dependency.variable];
    if (await reachable(url, dependency.port)) continue;
    if (isLocal(url) && dependency.installed()) {
      log(`${dependency.name} não responde: iniciando o serviço local…`);
      await dependency.start();
      let up = false;
      for (let waited = 0; waited < 60 && !up; waited += 1) {
        up = await reachable(url, dependency.port);
        if (!up) await sleep(1000);
      }
      if (up) continue;
    }
    missing.push(dependency);
  }
  if (missing.length) {
    const names = missing.map((dependency) => dependency.name).join(', ');
    process.stderr.write(
      `\n✗ ${names} não responde(m) em ${missing.map((dependency) => urls[dependency.variable].replace(/\/\/[^@]*@/, '//')).join(', ')}.\n` +
        `  Suba-os com:  docker compose up -d ${missing.map((dependency) => dependency.compose).join(' ')}\n` +
        `  ou aponte ${missing.map((dependency) => dependency.variable).join(', ')} (em .env) para serviços existentes.\n`,
    );
    process.exit(1);
  }
}
