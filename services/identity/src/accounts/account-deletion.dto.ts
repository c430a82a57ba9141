import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { Trim } from '@sampleteca/http';

const trim = Trim();

/**
 * The owner confirms a deletion again: the password of an account that has one, the account's
 * e-mail typed for one that signs in only through Google, Facebook or Spotify, and a code from the
 * authenticator when it has one.
 */
export class DeleteAccountRequest {
  @ApiPropertyOptional({ description: 'Senha atual (conta com e-mail e senha)' })
  @IsOptional()
  @IsString({ message: 'Informe sua senha' })
  @MaxLength(256, { message: 'Informe sua senha' })
  password?: string;

  @ApiPropertyOptional({ description: 'O e-mail da conta, digitado (conta só com login social)' })
  @IsOptional()
  @trim
  @IsString({ message: 'Digite o e-mail da conta' })
  @MaxLength(320, { message: 'Digite o e-mail da conta' })
  email?: string;

  @ApiPropertyOptional({ example: '123456', description: 'Obrigatório com verificação em duas etapas' })
  @IsOptional()
  @IsString({ message: 'Informe o código de 6 dígitos' })
  @Length(6, 6, { message: 'Informe o código de 6 dígitos' })
  code?: string;
}
