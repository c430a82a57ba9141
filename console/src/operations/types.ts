import type { components } from '@sampleteca/clients-shared/api';

/** A queue's counts (/api/admin/<service>/queues). */
export type QueueCounts = components['schemas']['QueueCountsResponse'];
export type FailedJob = components['schemas']['FailedJobResponse'];
export type DeadLetter = components['schemas']['DeadLetterResponse'];
export type OutboxBacklog = components['schemas']['OutboxBacklogResponse'];
/** How far one background fill has got (/api/admin/<service>/backfills). */
export type Backfill = components['schemas']['BackfillProgressResponse'];
