import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import type { UserPublicProfile } from '@sampleteca/contracts';
import type { User } from '../users/user.entity';
import {
  AvatarField,
  CepField,
  CpfField,
  EmailField,
  FullNameField,
  PhoneField,
  ProducerField,
  SocialField,
} from './profile-fields';

/** A PATCH field: optional in the contract, validated only when sent. */
const present = (field: keyof UpdateProfileRequest) =>
  applyDecorators(
    ApiPropertyOptional(),
    ValidateIf((body: UpdateProfileRequest) => body[field] !== undefined),
  );

/** The profile form (spec 1 §2): every field optional, but a field sent must be valid. */
export class UpdateProfileRequest {
  @present('fullName') @FullNameField() fullName?: string;
  @present('email') @EmailField() email?: string;
  @present('phone') @PhoneField() phone?: string;
  @present('cpf') @CpfField() cpf?: string;
  @present('cep') @CepField() cep?: string;
  @present('producer') @ProducerField() producer?: string;
  @SocialField() facebookUrl?: string | null;
  @SocialField() instagramUrl?: string | null;
  @SocialField() youtubeUrl?: string | null;
  @SocialField() tiktokUrl?: string | null;
  @AvatarField() avatarUrl?: string | null;
}

export class ProfileResponse {
  @ApiProperty() id: string;
  @ApiProperty() fullName: string;
  @ApiProperty() email: string;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) cpf: string | null;
  @ApiProperty({ nullable: true, type: String }) cep: string | null;
  @ApiProperty({ nullable: true, type: String }) producer: string | null;
  @ApiProperty({ nullable: true, type: String }) facebookUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) instagramUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) youtubeUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) tiktokUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) avatarUrl: string | null;
  @ApiProperty({ nullable: true, enum: ['admin'], type: String }) permission: 'admin' | null;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty({ enum: ['email', 'google', 'facebook', 'spotify'] }) provider: string;
  @ApiProperty({ description: 'Perfil completo (spec 1 §4)' }) complete: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Novo e-mail pedido, que só vale depois de confirmado pelo link enviado a ele',
  })
  pendingEmail: string | null;
}

export class PublicProfileResponse {
  @ApiProperty() id: string;
  @ApiProperty() fullName: string;
  @ApiPropertyOptional({ nullable: true, type: String }) avatarUrl: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) producer: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) facebookUrl: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) instagramUrl: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) youtubeUrl: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) tiktokUrl: string | null;
}

export class AdminUserResponse extends PublicProfileResponse {
  @ApiProperty() email: string;
  /** For an administrator to reach the person (the console's user page shows it). */
  @ApiProperty({ type: String, nullable: true, example: '(11) 91234-5678' }) phone: string | null;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty() emailConfirmed: boolean;
  @ApiProperty() provider: string;
  @ApiProperty() createdAt: string;
}

const filled = (value: string | null) => Boolean(value && value.trim());

/** Spec 1 §4: complete only when producer, cep, cpf, phone and all four socials are set. */
function isProfileComplete(user: User): boolean {
  return [
    user.producer,
    user.cep,
    user.cpf,
    user.phone,
    user.facebookUrl,
    user.instagramUrl,
    user.youtubeUrl,
    user.tiktokUrl,
  ].every(filled);
}

export function publicProfile(user: User): UserPublicProfile {
  return {
    userId: user.id,
    fullName: user.fullName,
    avatarUrl: user.avatarUrl,
    producer: user.producer,
    facebookUrl: user.facebookUrl,
    instagramUrl: user.instagramUrl,
    youtubeUrl: user.youtubeUrl,
    tiktokUrl: user.tiktokUrl,
  };
}

export const mapPublicProfile = (user: User): PublicProfileResponse => {
  const { userId, ...rest } = publicProfile(user);
  return { id: userId, ...rest };
};

export const mapProfile = (user: User, pendingEmail: string | null): ProfileResponse => ({
  ...mapPublicProfile(user),
  email: user.email,
  phone: user.phone,
  cpf: user.cpf,
  cep: user.cep,
  permission: user.permission,
  isAdmin: user.permission === 'admin',
  provider: user.provider,
  complete: isProfileComplete(user),
  pendingEmail,
});

export const mapAdminUser = (user: User): AdminUserResponse => ({
  ...mapPublicProfile(user),
  email: user.email,
  phone: user.phone,
  isAdmin: user.permission === 'admin',
  emailConfirmed: Boolean(user.emailConfirmedAt),
  provider: user.provider,
  createdAt: user.createdAt.toISOString(),
});
