export * from './catalogue.database';
export * from './catalogue.module';
export * from './catalogue.definition';
export * from './sounds/sound-census.service';
