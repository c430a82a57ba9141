export * from './auth-user';
export * from './public.decorator';
export * from './roles.decorator';
export * from './current-user.decorator';
export * from './auth.guard';
export * from './jwt.strategy';
export * from './signing-key';
export * from './auth.module';
