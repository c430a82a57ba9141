import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The platform's error answer as media's routes document it (DESIGN §8). */
export class MediaErrorDto {
  @ApiProperty()
  statusCode: number;

  @ApiProperty({ example: 'IMAGE_TYPE_NOT_ALLOWED' })
  code: string;

  @ApiProperty({ example: 'Erro ao tentar fazer upload da imagem!' })
  message: string;

  @ApiPropertyOptional({
    description: 'O motivo, em português (reason), e os campos com problema (fields)',
    example: { reason: 'Formato não aceito: envie uma imagem JPEG, PNG, WebP, GIF ou AVIF.' },
  })
  details?: unknown;
}
