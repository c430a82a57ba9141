export * from './identity.database';
export * from './identity.module';
export * from './identity.service';
