import { defineQueue } from '@sampleteca/jobs';

export type ContractPollingJobs = {
  /** Ask the provider where one open contract stands (and keep its signed PDF once signed). */
  poll: { contractId: string };
};

/** One attempt per run: the scheduler's next run, 5 s later, is the retry. */
export const ContractPollingQueue = defineQueue<ContractPollingJobs>(
  'contract-polling',
  { poll: true },
  { defaultJobOptions: { attempts: 1, removeOnComplete: { count: 1000 }, removeOnFail: { count: 1000 } } },
);

/** The contract's scheduler id: deterministic, so scheduling twice keeps one. */
export const pollSchedulerId = (contractId: string) => `contract.${contractId}`;
