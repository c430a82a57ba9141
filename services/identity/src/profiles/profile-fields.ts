import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Trim } from '@sampleteca/http';
import { CEP_MASK, CPF_MASK, IsCpf, PHONE_MASK } from './cpf';

/** Field rules of spec 1 §5, shared by sign-up and the profile form. */
const trim = Trim();

export const FullNameField = () =>
  applyDecorators(
    ApiProperty({ minLength: 1, maxLength: 255 }),
    trim,
    IsString({ message: 'O nome deve conter pelo menos 1 caracter' }),
    MinLength(1, { message: 'O nome deve conter pelo menos 1 caracter' }),
    MaxLength(255, { message: 'O nome deve conter no máximo 255 caracteres' }),
  );

export const EmailField = () =>
  applyDecorators(
    ApiProperty({ format: 'email' }),
    trim,
    IsNotEmpty({ message: 'E-mail obrigatório' }),
    IsEmail({}, { message: 'Informe um e-mail válido' }),
    MaxLength(320, { message: 'Informe um e-mail válido' }),
  );

export const PhoneField = () =>
  applyDecorators(
    ApiProperty({ example: '(11) 91234-5678' }),
    IsNotEmpty({ message: 'Número obrigatório' }),
    Matches(PHONE_MASK, { message: 'Número inválido' }),
  );

export const CpfField = () =>
  applyDecorators(
    ApiProperty({ example: '529.982.247-25' }),
    IsNotEmpty({ message: 'CPF obrigatório' }),
    Matches(CPF_MASK, { message: 'CPF inválido' }),
    IsCpf(),
  );

export const CepField = () =>
  applyDecorators(
    ApiProperty({ example: '01310-100' }),
    IsString({ message: 'CEP inválido' }),
    Matches(CEP_MASK, { message: 'CEP inválido' }),
  );

export const ProducerField = () =>
  applyDecorators(
    ApiProperty({ minLength: 1, maxLength: 255 }),
    trim,
    IsString({ message: 'A produtora/selo deve conter pelo menos 1 caracter' }),
    MinLength(1, { message: 'A produtora/selo deve conter pelo menos 1 caracter' }),
    MaxLength(255, { message: 'A produtora/selo deve conter no máximo 255 caracteres' }),
  );

export const SocialField = () =>
  applyDecorators(
    ApiPropertyOptional({ nullable: true, type: String }),
    trim,
    IsOptional(),
    IsString({ message: 'Informe um endereço válido' }),
    MaxLength(500, { message: 'O endereço deve conter no máximo 500 caracteres' }),
  );

/** Avatars are media's images, referenced by their stable path. */
export const AvatarField = () =>
  applyDecorators(
    ApiPropertyOptional({ nullable: true, type: String, example: '/api/media/images/6f1c…' }),
    IsOptional(),
    Matches(/^\/api\/media\/images\/[0-9a-f-]{36}$/, { message: 'Erro ao tentar fazer upload da imagem!' }),
  );
