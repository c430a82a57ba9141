#!/usr/bin/env node
/**
 * Operator command: replays a producer's past events to one consumer, e.g. after adding a
 * consumer or rebuilding its projection.
 *   npm run events:redeliver -- identity catalogue 'user.*'
 */
import { loadConfig, SERVICE_NAMES } from '@sampleteca/config';
import { redeliverOutbox } from '../redeliver-outbox';
import { consumerQueueName } from '../topology';
import { runCommand } from './run-command';

async function main([producer, consumer, pattern = '#']: string[]): Promise<number> {
  const names: readonly string[] = SERVICE_NAMES;
  if (!names.includes(producer) || !names.includes(consumer)) {
    process.stderr.write(
      `uso: events:redeliver <produtor> <consumidor> [padrão]\nserviços: ${SERVICE_NAMES.join(', ')}\n`,
    );
    return 2;
  }
  const config = loadConfig();
  const queue = consumerQueueName(config.EVENTS_QUEUE_PREFIX, consumer);
  const sent = await redeliverOutbox({
    databaseUrl: config.DATABASE_URL,
    producerSchema: producer,
    rabbitmqUrl: config.RABBITMQ_URL,
    queue,
    pattern,
  });
  process.stdout.write(`${sent} evento(s) de ${producer} (${pattern}) reenviado(s) para ${queue}\n`);
  return 0;
}

runCommand(main);
