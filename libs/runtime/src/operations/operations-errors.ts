import { HttpStatus } from '@nestjs/common';
import { errorCatalogue } from '@sampleteca/http';
import { JobNotFailedError, JobNotFoundError, QueueNotFoundError } from '@sampleteca/jobs';
import { DeadLetterNotFoundError } from '@sampleteca/messaging';

/** What the Operações routes answer when an operator's action cannot be done. */
export enum OperationsErrorCode {
  QueueNotFound = 'QUEUE_NOT_FOUND',
  JobNotFound = 'JOB_NOT_FOUND',
  JobNotFailed = 'JOB_NOT_FAILED',
  DeadLetterNotFound = 'DEAD_LETTER_NOT_FOUND',
}

export const operationsError = errorCatalogue<OperationsErrorCode>({
  [OperationsErrorCode.QueueNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Fila não encontrada neste serviço.' },
  [OperationsErrorCode.JobNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Job não encontrado nesta fila.' },
  [OperationsErrorCode.JobNotFailed]: {
    status: HttpStatus.CONFLICT,
    message: 'Este job não está mais entre os que falharam. Atualize a lista.',
  },
  [OperationsErrorCode.DeadLetterNotFound]: {
    status: HttpStatus.NOT_FOUND,
    message: 'Evento não encontrado na fila morta deste serviço. Atualize a lista.',
  },
});

/** The inspectors' errors as the console reads them; anything else stays a logged 500. */
export function asOperationsError(error: unknown): unknown {
  if (error instanceof QueueNotFoundError) return operationsError(OperationsErrorCode.QueueNotFound);
  if (error instanceof JobNotFoundError) return operationsError(OperationsErrorCode.JobNotFound);
  if (error instanceof JobNotFailedError) return operationsError(OperationsErrorCode.JobNotFailed);
  if (error instanceof DeadLetterNotFoundError) return operationsError(OperationsErrorCode.DeadLetterNotFound);
  return error;
}

/** Runs an inspector's call, answering its errors in Portuguese. */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asOperationsError(error);
  }
}
