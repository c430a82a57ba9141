import { Logger } from '@nestjs/common';
import amqp, { type AmqpConnectionManager, type ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel } from 'amqplib';
import { brokerNodes } from './broker-nodes';

/**
 * One reconnecting broker connection per process. Channels created from it re-run their
 * setup (exchanges, queues, consumers) after every reconnect. `url` may name every node of a
 * cluster (comma-separated): the manager takes them in turn, so when its node goes it connects
 * to the next, where quorum queues hold the same events.
 */
export class AmqpConnection {
  private readonly logger = new Logger('AmqpConnection');
  readonly manager: AmqpConnectionManager;

  constructor(url: string, name = 'sampleteca') {
    this.manager = amqp.connect(brokerNodes(url), {
      // 15 s (RabbitMQ closes after two missed): a process starved of CPU for 10 s under load lost its
      // connection at 5 s; a restart or a cut socket is still noticed at once.
      heartbeatIntervalInSeconds: 15,
      reconnectTimeInSeconds: 1,
      // Nagle off: amqplib leaves it on, and a small frame (a publish, an ack) then waited for the
      // peer's delayed ACK, ~40 ms, on every hop of an event.
      connectionOptions: { noDelay: true, clientProperties: { connection_name: name } },
    });
    this.manager.on('connect', ({ url: node }) => this.logger.log(`conectado ao RabbitMQ (${nodeAddress(node)})`));
    this.manager.on('disconnect', ({ err }) =>
      this.logger.warn(`desconectado do RabbitMQ: ${err?.message ?? 'sem detalhe'}`),
    );
  }

  isConnected(): boolean {
    return this.manager.isConnected();
  }

  createChannel(
    name: string,
    setup: (channel: ConfirmChannel) => Promise<void>,
    publishTimeout = 5000,
  ): ChannelWrapper {
    const channel = this.manager.createChannel({ name, json: false, confirm: true, publishTimeout, setup });
    // A setup that fails (broker gone mid-way, shutdown) is retried on the next connect;
    // unheard, the wrapper's 'error' event would crash the process.
    channel.on('error', (error: Error) => this.logger.warn(`canal ${name}: ${error.message}`));
    return channel;
  }

  async close(): Promise<void> {
    await this.manager.close();
  }
}

/** A node's host and port for the log, never its credentials. */
function nodeAddress(node: unknown): string {
  const text = typeof node === 'string' ? node : ((node as { url?: string } | undefined)?.url ?? '');
  try {
    return new URL(text).host;
  } catch {
    return 'nó';
  }
}
