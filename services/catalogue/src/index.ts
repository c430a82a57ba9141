export * from './catalogue.database';
export * from './catalogue.module';
export * from './catalogue.service';
export * from './sound-lists/sound-census.service';
