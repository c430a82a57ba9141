export * from './app-exception';
export * from './error-body';
export * from './http-error.filter';
export * from './validation';
export * from './pagination';
export * from './simple-rest';
export * from './input-transforms';
export * from './error-response.dto';
