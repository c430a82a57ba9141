import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AccessGuard } from './auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { SessionRevocationsStore } from './session-revocations.store';

/** Token verification for every service in the process; identity signs, everyone verifies. */
@Global()
@Module({
  imports: [PassportModule],
  providers: [JwtStrategy, SessionRevocationsStore, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [SessionRevocationsStore],
})
export class AuthModule {}
