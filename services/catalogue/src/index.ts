export * from './catalogue.database';
export * from './catalogue.module';
export * from './catalogue.definition';
export * from './browse/sound-lists/sound-census.service';
export * from './browse/similar/timbre-cells.builder';
