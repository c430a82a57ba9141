import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Length, MaxLength, MinLength } from 'class-validator';
import { Trim } from '@sampleteca/http';
import { FactorResponse } from '../sessions/session.dto';

const trim = Trim();

export class LoginRequest {
  @ApiProperty()
  @trim
  @IsString({ message: 'Informe um e-mail' })
  @MinLength(5, { message: 'Informe um e-mail' })
  @MaxLength(320, { message: 'Informe um e-mail válido' })
  email: string;

  @ApiProperty()
  @IsString({ message: 'Informe sua senha' })
  @MinLength(5, { message: 'Informe sua senha' })
  @MaxLength(256, { message: 'Informe sua senha' })
  password: string;
}

export class MfaRequiredResponse {
  @ApiProperty({ enum: [true] }) mfa_required: true;
  @ApiProperty() mfa_token: string;
  @ApiProperty({ type: [FactorResponse] }) factors: FactorResponse[];
}

export class MfaVerifyRequest {
  @ApiProperty() @IsString() @IsNotEmpty({ message: 'Verificação expirada. Faça login novamente.' }) mfa_token: string;
  @ApiProperty() @IsString() @IsNotEmpty({ message: 'Escolha o fator' }) factor_id: string;
  @ApiProperty({ example: '123456' })
  @IsString({ message: 'Informe o código de 6 dígitos' })
  @Length(6, 6, { message: 'Informe o código de 6 dígitos' })
  code: string;
}

export class RefreshRequest {
  @ApiProperty({ enum: ['refresh_token'] })
  @IsIn(['refresh_token'], { message: 'grant_type deve ser refresh_token' })
  grant_type: 'refresh_token';

  @ApiProperty() @IsString() @IsNotEmpty({ message: 'Sessão expirada. Faça login novamente.' }) refresh_token: string;
}

export class LogoutRequest {
  @ApiPropertyOptional({ enum: ['global', 'local', 'others'], default: 'local' })
  @IsOptional()
  @IsIn(['global', 'local', 'others'], { message: 'Escopo de saída inválido' })
  scope?: 'global' | 'local' | 'others';
}

export class RecoverRequest {
  @ApiProperty()
  @trim
  @IsString({ message: 'Insira um e-mail.' })
  @IsNotEmpty({ message: 'Insira um e-mail.' })
  @MaxLength(320, { message: 'Insira um e-mail.' })
  email: string;
}

export class MagicLinkRequest extends RecoverRequest {
  @ApiPropertyOptional({
    example: '/register/step/4',
    description: 'Página do portal para depois do login (mesmo site)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(512)
  next?: string;
}

export class NewPasswordRequest {
  @ApiProperty({ minLength: 6 })
  @IsString({ message: 'A senha deve conter pelo menos 6 dígitos' })
  @MinLength(6, { message: 'A senha deve conter pelo menos 6 dígitos' })
  @MaxLength(256, { message: 'A senha deve conter no máximo 256 caracteres' })
  password: string;
}
