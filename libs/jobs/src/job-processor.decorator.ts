import { Inject, SetMetadata } from '@nestjs/common';
import type { JobMap, QueueDefinition } from './queue-definition';
import type { JobHandlers } from './worker';

export const JOB_PROCESSOR = 'sampleteca:jobProcessor';

/** A provider that runs a queue's jobs in the worker role. */
export interface JobProcessorHost<J extends JobMap> {
  readonly handlers: JobHandlers<J>;
}

export const JobProcessor = <J extends JobMap>(definition: QueueDefinition<J>): ClassDecorator =>
  SetMetadata(JOB_PROCESSOR, definition);

export const queueToken = (name: string) => `sampleteca:queue:${name}`;

/** Injects the TypedQueue of a definition registered with JobsModule.forQueues(). */
export const InjectQueue = (definition: QueueDefinition<JobMap>) => Inject(queueToken(definition.name));
