import { Global, Inject, Injectable, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule, getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CONFIG, type Config } from '@sampleteca/config';
import { ReadinessRegistry } from '@sampleteca/observability';
import { dataSourceOptions, type ServiceDatabase } from './data-source-options';
import { PgNotificationsClient } from './pg-notifications.client';
import { TransactionRunner } from './transaction-runner';

const SERVICE_DATABASE = Symbol('SERVICE_DATABASE');

@Injectable()
class DatabaseReadiness implements OnModuleInit {
  constructor(
    @Inject(SERVICE_DATABASE) private readonly database: ServiceDatabase,
    private readonly readiness: ReadinessRegistry,
    private readonly transactions: TransactionRunner,
  ) {}

  onModuleInit(): void {
    this.readiness.register(`postgres:${this.database.name}`, async () => {
      await this.transactions.dataSource.query('SELECT 1');
    });
  }
}

/**
 * One service's DataSource (its schema), its repositories and its TransactionRunner. Each
 * service module imports its own instance, so `TransactionRunner` injected inside a service
 * is always that service's.
 */
@Module({})
export class DatabaseModule {
  static forService(database: ServiceDatabase): DynamicModule {
    const dataSourceToken = getDataSourceToken(database.name);
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          name: database.name,
          inject: [CONFIG],
          useFactory: (config: Config) => ({ ...dataSourceOptions(config, database), migrationsRun: false }),
        }),
        TypeOrmModule.forFeature((database.entities ?? []) as Function[], database.name),
      ],
      providers: [
        { provide: SERVICE_DATABASE, useValue: database },
        {
          provide: TransactionRunner,
          inject: [dataSourceToken],
          useFactory: (dataSource: DataSource) => new TransactionRunner(dataSource),
        },
        DatabaseReadiness,
      ],
      exports: [TypeOrmModule, TransactionRunner],
    };
  }
}

/**
 * PostgreSQL notifications, once per process (imported by the platform's root module): every
 * listener in the process (the catalogue's facets, the distribution's contract streams, the
 * relays' commit wakes) shares one LISTEN connection, which the connection budget counts.
 */
@Global()
@Module({ providers: [PgNotificationsClient], exports: [PgNotificationsClient] })
export class NotificationsModule {}
