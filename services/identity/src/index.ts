export * from './demo/demo-accounts.service';
export * from './identity.database';
export * from './identity.module';
export * from './identity.definition';
export * from './keys/signing-key.provider';
