export * from './infrastructure';
export * from './databases';
export * from './free-port';
export * from './eventually';
export * from './tcp-proxy';
export * from './test-environment';
export * as cluster from './cluster';
export * from './platform-clock';
