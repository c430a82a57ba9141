import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Config } from './load-config';

export const CONFIG = Symbol('CONFIG');

/** Makes the one validated Config injectable everywhere with `@Inject(CONFIG)`. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: Config): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: CONFIG, useValue: config }], exports: [CONFIG] };
  }
}
