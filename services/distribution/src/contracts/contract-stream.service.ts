import { Injectable, type MessageEvent } from '@nestjs/common';
import { Observable } from 'rxjs';
import type { AuthUser } from '@sampleteca/auth';
import { PgNotificationsClient } from '@sampleteca/database';
import { CONTRACTS_CHANNEL } from './contract-channel';
import { isFinal, mapContract } from './contract.dto';
import { ContractsService } from './contracts.service';

const HEARTBEAT_MS = 15_000;

/**
 * A contract's state as server-sent events: the state now, then again whenever it changes in
 * any process (PostgreSQL NOTIFY), until it is final. The caller checks first that the user
 * may read the contract.
 */
@Injectable()
export class ContractStreamService {
  constructor(
    private readonly contracts: ContractsService,
    private readonly notifications: PgNotificationsClient,
  ) {}

  open(user: AuthUser, id: string): Observable<MessageEvent> {
    return new Observable<MessageEvent>((subscriber) => {
      let stopListening: (() => void) | undefined;
      let chain = Promise.resolve();
      // One read at a time, in order: a late read never overtakes a newer one.
      const push = () => {
        chain = chain
          .then(async () => {
            if (subscriber.closed) return;
            const contract = mapContract(await this.contracts.readable(user, id));
            subscriber.next({ type: 'contract', id: `${contract.status}.${contract.requestId ?? ''}`, data: contract });
            if (isFinal(contract.status)) subscriber.complete();
          })
          .catch((error: unknown) => subscriber.error(error));
      };
      const heartbeat = setInterval(() => subscriber.next({ comment: 'ping' }), HEARTBEAT_MS);
      heartbeat.unref();
      void this.notifications
        .listen(CONTRACTS_CHANNEL, (payload) => {
          if (payload === id || payload === '') push();
        })
        .then(
          (stop) => {
            stopListening = stop;
            if (subscriber.closed) stop();
            else push();
          },
          (error: unknown) => subscriber.error(error),
        );
      return () => {
        clearInterval(heartbeat);
        stopListening?.();
      };
    });
  }
}
