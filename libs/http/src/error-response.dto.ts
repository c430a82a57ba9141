import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The error answer every route shares (DESIGN §8), for the OpenAPI document. */
export class ErrorResponse {
  @ApiProperty() statusCode: number;
  @ApiProperty({ description: 'Nome estável do erro' }) code: string;
  @ApiProperty({ description: 'Texto em português para mostrar' }) message: string;
  @ApiPropertyOptional({
    type: Object,
    description: 'O que mais explica o erro: o motivo em português (reason), os campos com problema (fields)…',
    example: { reason: 'Formato não aceito: envie uma imagem JPEG, PNG, WebP, GIF ou AVIF.' },
  })
  details?: Record<string, unknown>;
}
