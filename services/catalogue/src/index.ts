export * from './catalogue.database';
export * from './catalogue.module';
export * from './catalogue.service';
