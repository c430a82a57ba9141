import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '@sampleteca/http';

/** `?search=` of a list of names (drum kits, credited artists): part of a name, at most 100 characters. */
export const NameSearch = () =>
  applyDecorators(
    ApiPropertyOptional({ description: 'Parte do nome, sem diferença de acentos' }),
    IsOptional(),
    Trim(),
    IsString(),
    MaxLength(100, { message: 'A busca deve conter no máximo 100 caracteres' }),
  );
