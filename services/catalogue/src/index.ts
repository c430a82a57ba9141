export * from './catalogue.database';
export * from './catalogue.module';
export * from './catalogue.service';
export * from './sounds/sound-census.service';
