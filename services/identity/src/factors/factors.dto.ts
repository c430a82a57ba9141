import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, Length, MaxLength, MinLength } from 'class-validator';
import { Trim } from '@sampleteca/http';
import { FactorResponse } from '../sessions/session.dto';

const trim = Trim();

export class EnrollFactorRequest {
  @ApiProperty({ example: 'Celular' })
  @trim
  @IsString({ message: 'Dê um nome ao fator' })
  @MinLength(1, { message: 'Dê um nome ao fator' })
  @MaxLength(64, { message: 'O nome deve conter no máximo 64 caracteres' })
  friendly_name: string;

  @ApiProperty({ enum: ['totp'] })
  @IsIn(['totp'], { message: 'Tipo de fator não suportado' })
  factor_type: 'totp';

  @ApiPropertyOptional({ default: 'Sampleteca' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  issuer?: string;
}

export class TotpEnrollment {
  @ApiProperty({ description: 'QR code em SVG (data URL)' }) qr_code: string;
  @ApiProperty() secret: string;
  @ApiProperty() uri: string;
}

export class EnrolledFactorResponse extends FactorResponse {
  @ApiProperty({ type: TotpEnrollment }) totp: TotpEnrollment;
}

export class ChallengeResponse {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Unix, em segundos' }) expires_at: number;
}

export class VerifyFactorRequest {
  @ApiProperty() @IsUUID('4', { message: 'Desafio inválido' }) challenge_id: string;
  @ApiProperty({ example: '123456' })
  @IsString({ message: 'Informe o código de 6 dígitos' })
  @Length(6, 6, { message: 'Informe o código de 6 dígitos' })
  code: string;
}

/** Removing a verified authenticator takes a fresh code from it: a stolen session alone cannot. */
export class RemoveFactorRequest {
  @ApiPropertyOptional({ example: '123456', description: 'Obrigatório para um autenticador ativo' })
  @IsOptional()
  @IsString({ message: 'Informe o código de 6 dígitos' })
  @Length(6, 6, { message: 'Informe o código de 6 dígitos' })
  code?: string;
}
