export * from './catalogue.database';
export * from './catalogue.module';
export * from './catalogue.definition';
export * from './sound-lists/sound-census.service';
export * from './similar/timbre-cells.builder';
