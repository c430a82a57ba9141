import { randomUUID } from 'node:crypto';
import { Controller, Injectable, Module, type DynamicModule } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DatabaseModule, TransactionRunner, type ServiceDatabase } from '@sampleteca/database';
import { Inbox, MessagingModule, OnEvent, Outbox, type EventEnvelope } from '@sampleteca/messaging';
import type { ServiceDefinition } from '@sampleteca/runtime';
import { billingDatabase } from '@sampleteca/billing';
import { catalogueDatabase } from '@sampleteca/catalogue';
import { identityDatabase } from '@sampleteca/identity';
import { mediaDatabase } from '@sampleteca/media';

/**
 * Stand-ins for business features, on the real service schemas and the real libs: identity
 * registers a user and emits user.registered; catalogue and billing each record it once;
 * media's handler fails while `mediaHandler.shouldFail` says so.
 */
export type UserRegistered = { userId: string; name: string };

export const TEST_TABLES_SQL = `
  CREATE TABLE identity.test_registrations (id uuid PRIMARY KEY, name text NOT NULL);
  CREATE TABLE catalogue.test_effects (event_id uuid NOT NULL, user_id uuid NOT NULL);
  CREATE TABLE billing.test_effects (event_id uuid NOT NULL, user_id uuid NOT NULL);
  CREATE TABLE media.test_effects (event_id uuid NOT NULL, user_id uuid NOT NULL);
`;

@Injectable()
export class RegistrationsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
  ) {}

  /** `holdAfterWriteMs`: more work after the event is written, so the commit comes later. */
  register(
    name: string,
    options: { failAfterWrite?: boolean; holdAfterWriteMs?: number } = {},
  ): Promise<EventEnvelope<UserRegistered>> {
    return this.transactions.run(async (manager) => {
      const userId = randomUUID();
      await manager.query('INSERT INTO identity.test_registrations (id, name) VALUES ($1, $2)', [userId, name]);
      const event = await this.outbox.add<UserRegistered>(manager, 'user.registered', { userId, name });
      if (options.holdAfterWriteMs) await new Promise((resolve) => setTimeout(resolve, options.holdAfterWriteMs));
      if (options.failAfterWrite) throw new Error('falha de negócio depois de escrever');
      return event;
    });
  }
}

function recordOnce(inbox: Inbox, schema: string, event: EventEnvelope<UserRegistered>) {
  return inbox.handleOnce(event, `${schema}.record-registration`, async (manager) => {
    await manager.query(`INSERT INTO ${schema}.test_effects (event_id, user_id) VALUES ($1, $2)`, [
      event.id,
      event.data.userId,
    ]);
  });
}

/**
 * While `hold` is set, the catalogue's handler waits on it before recording (counting the events
 * it holds): a fault test uses it to have events in the catalogue's hands when the fault comes,
 * instead of hoping the catalogue has not caught up with the writers yet.
 */
export const catalogueHandler: { hold?: Promise<void>; held: number } = { held: 0 };

@Controller()
class CatalogueHandlers {
  constructor(private readonly inbox: Inbox) {}
  @OnEvent('catalogue', 'user.registered')
  async onRegistered(@Payload() event: EventEnvelope<UserRegistered>): Promise<void> {
    if (catalogueHandler.hold) {
      catalogueHandler.held += 1;
      await catalogueHandler.hold;
    }
    await recordOnce(this.inbox, 'catalogue', event);
  }
}

@Controller()
class BillingHandlers {
  constructor(private readonly inbox: Inbox) {}
  // A wildcard binding, as a consumer of every user.* event would declare it.
  @OnEvent('billing', 'user.*')
  async onUserEvent(@Payload() event: EventEnvelope<UserRegistered>): Promise<void> {
    await recordOnce(this.inbox, 'billing', event);
  }
}

export const mediaHandler = {
  attempts: 0,
  shouldFail: (_event: EventEnvelope<UserRegistered>): boolean => true,
};

@Controller()
class MediaHandlers {
  constructor(private readonly inbox: Inbox) {}
  @OnEvent('media', 'user.registered')
  async onRegistered(@Payload() event: EventEnvelope<UserRegistered>): Promise<void> {
    mediaHandler.attempts += 1;
    if (mediaHandler.shouldFail(event)) throw new Error('armazenamento indisponível');
    await recordOnce(this.inbox, 'media', event);
  }
}

function serviceModule(database: ServiceDatabase, parts: { controllers?: Function[]; providers?: Function[] }) {
  @Module({})
  class TestServiceModule {
    static forRoot(): DynamicModule {
      return {
        module: TestServiceModule,
        imports: [DatabaseModule.forService(database), MessagingModule.forService(database.name)],
        controllers: parts.controllers as never[],
        providers: parts.providers as never[],
        exports: parts.providers as never[],
      };
    }
  }
  Object.defineProperty(TestServiceModule, 'name', { value: `Backbone${database.name}Module` });
  return TestServiceModule;
}

export const IdentityBackbone = serviceModule(identityDatabase, { providers: [RegistrationsService] });

export const backboneServices: Record<'identity' | 'catalogue' | 'billing' | 'media', ServiceDefinition> = {
  identity: { name: 'identity', title: 'Identidade (teste)', database: identityDatabase, module: IdentityBackbone },
  catalogue: {
    name: 'catalogue',
    title: 'Catálogo (teste)',
    database: catalogueDatabase,
    module: serviceModule(catalogueDatabase, { controllers: [CatalogueHandlers] }),
  },
  billing: {
    name: 'billing',
    title: 'Assinaturas (teste)',
    database: billingDatabase,
    module: serviceModule(billingDatabase, { controllers: [BillingHandlers] }),
  },
  media: {
    name: 'media',
    title: 'Mídia (teste)',
    database: mediaDatabase,
    module: serviceModule(mediaDatabase, { controllers: [MediaHandlers] }),
  },
};
