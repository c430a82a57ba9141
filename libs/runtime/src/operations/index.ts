export * from './operations-controllers';
export * from './operations-errors';
export * from './operations.dto';
