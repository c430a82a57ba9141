import amqplib, { type ChannelModel } from 'amqplib';
import { listOf } from '@sampleteca/config';

/** RABBITMQ_URL's nodes: one URL, or one per node of a cluster. */
export const brokerNodes = (rabbitmqUrl: string): string[] => listOf(rabbitmqUrl);

/**
 * A short-lived connection (an operator's command, a dead-letter listing) to the first node of
 * RABBITMQ_URL that answers: with a node down, the others serve the same queues.
 */
export async function connectToBroker(rabbitmqUrl: string): Promise<ChannelModel> {
  let lastError: unknown = new Error('RABBITMQ_URL não tem nenhum nó');
  for (const url of brokerNodes(rabbitmqUrl)) {
    try {
      return await amqplib.connect(url);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
