import { ApiProperty } from '@nestjs/swagger';
import type { Factor } from '../factors/factor.entity';
import type { Identity } from '../identities/identity.entity';
import type { User } from '../users/user.entity';

export class IdentityResponse {
  @ApiProperty() id: string;
  @ApiProperty({ enum: ['email', 'google', 'facebook', 'spotify'] }) provider: string;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty() created_at: string;
}

export class FactorResponse {
  @ApiProperty() id: string;
  @ApiProperty() friendly_name: string;
  @ApiProperty({ enum: ['totp'] }) factor_type: 'totp';
  @ApiProperty({ enum: ['unverified', 'verified'] }) status: 'unverified' | 'verified';
}

export class AuthUserResponse {
  @ApiProperty() id: string;
  @ApiProperty() email: string;
  @ApiProperty({ nullable: true, type: String }) email_confirmed_at: string | null;
  @ApiProperty({ enum: ['email', 'google', 'facebook', 'spotify'] }) provider: string;
  @ApiProperty({ enum: ['admin', 'user'] }) role: 'admin' | 'user';
  @ApiProperty({ type: [IdentityResponse] }) identities: IdentityResponse[];
  @ApiProperty({ type: [FactorResponse] }) factors: FactorResponse[];
}

export class SessionResponse {
  @ApiProperty() access_token: string;
  @ApiProperty() refresh_token: string;
  @ApiProperty({ description: 'segundos' }) expires_in: number;
  @ApiProperty({ description: 'Unix, em segundos' }) expires_at: number;
  @ApiProperty({ enum: ['bearer'] }) token_type: 'bearer';
  @ApiProperty({ type: AuthUserResponse }) user: AuthUserResponse;
}

export const mapIdentity = (identity: Identity): IdentityResponse => ({
  id: identity.id,
  provider: identity.provider,
  email: identity.email,
  created_at: identity.createdAt.toISOString(),
});

export const mapFactor = (factor: Factor): FactorResponse => ({
  id: factor.id,
  friendly_name: factor.friendlyName,
  factor_type: factor.factorType,
  status: factor.status,
});

export function mapAuthUser(user: User, identities: Identity[], factors: Factor[]): AuthUserResponse {
  return {
    id: user.id,
    email: user.email,
    email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
    provider: user.provider,
    role: user.permission === 'admin' ? 'admin' : 'user',
    identities: identities.map(mapIdentity),
    factors: factors.map(mapFactor),
  };
}
