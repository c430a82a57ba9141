import type { DynamicModule, Type } from '@nestjs/common';
import type { Config, ServiceName } from '@sampleteca/config';
import type { ServiceDatabase } from '@sampleteca/database';

/** A service's Nest module: `forRoot(config)` adds the parts its roles need. */
export type ServiceModule = Type<unknown> & { forRoot(config: Config): DynamicModule };

/** What the platform needs to run a service: its module and its schema's migrations. */
export type ServiceDefinition = {
  name: ServiceName;
  title: string;
  database: ServiceDatabase;
  module: ServiceModule;
  /** The feature modules `module` composes, when its routes sit in them (the catalogue's): its contract covers theirs. */
  features?: Type<unknown>[];
};
