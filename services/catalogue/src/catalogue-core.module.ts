import { Module } from '@nestjs/common';
import { URL_SECRET, urlSecretProvider } from '@sampleteca/config';
import { DatabaseModule } from '@sampleteca/database';
import { MessagingModule } from '@sampleteca/messaging';
import { catalogueDatabase } from './catalogue.database';

const database = DatabaseModule.forService(catalogueDatabase);
const messaging = MessagingModule.forService('catalogue');

/**
 * What every feature module of the catalogue shares, imported once: its schema's DataSource and
 * TransactionRunner, its Outbox and Inbox, and media's URL secret (signed links).
 */
@Module({
  imports: [database, messaging],
  providers: [urlSecretProvider],
  exports: [database, messaging, URL_SECRET],
})
export class CatalogueCoreModule {}
