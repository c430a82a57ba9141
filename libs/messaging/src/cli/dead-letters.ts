#!/usr/bin/env node
/**
 * Operator command: list and replay dead-lettered events of a consumer.
 *   npm run dead-letters -- list catalogue
 *   npm run dead-letters -- replay catalogue [eventId ...]
 */
import { loadConfig, SERVICE_NAMES } from '@sampleteca/config';
import { listDeadLetters, replayDeadLetters } from '../dead-letters';
import { consumerQueueName } from '../topology';
import { runCommand } from './run-command';

async function main(argv: string[]): Promise<number> {
  const [command, consumer, ...ids] = argv;
  if (!['list', 'replay'].includes(command) || !consumer) {
    process.stderr.write(
      `uso: dead-letters list <serviço> | dead-letters replay <serviço> [idDoEvento ...]\nserviços: ${SERVICE_NAMES.join(', ')}\n`,
    );
    return 2;
  }
  const config = loadConfig();
  const queue = consumerQueueName(config.EVENTS_QUEUE_PREFIX, consumer);
  if (command === 'list') {
    const letters = await listDeadLetters(config.RABBITMQ_URL, queue);
    process.stdout.write(`${letters.length} evento(s) na fila morta de ${queue}\n`);
    for (const letter of letters) {
      process.stdout.write(
        `${letter.id}  ${letter.type}  tentativas=${letter.attempts}  em=${letter.deadLetteredAt ?? '?'}\n    erro: ${letter.lastError}\n`,
      );
    }
    return 0;
  }
  const replayed = await replayDeadLetters(config.RABBITMQ_URL, queue, ids.length ? ids : undefined);
  process.stdout.write(`${replayed.length} evento(s) reenviado(s) para ${queue}\n`);
  for (const letter of replayed) process.stdout.write(`${letter.id}  ${letter.type}\n`);
  return 0;
}

runCommand(main);
