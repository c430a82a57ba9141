import { ApiProperty } from '@nestjs/swagger';
import { ALL_IMAGE_SIZES, IMAGE_PURPOSES, type ImagePurpose } from './image-variants';

export class UploadedImageResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: IMAGE_PURPOSES })
  purpose: ImagePurpose;

  @ApiProperty({
    description: 'Endereço estável da imagem no tamanho padrão (redireciona para um link assinado)',
    example: '/api/media/images/3f1c9a52-8d0e-4a8b-9a57-1f2b3c4d5e6f',
  })
  url: string;

  @ApiProperty({
    description: 'Endereço estável de cada tamanho guardado (lado em pixels → URL)',
    type: 'object',
    additionalProperties: { type: 'string' },
    example: {
      '96': '/api/media/images/3f1c9a52-8d0e-4a8b-9a57-1f2b3c4d5e6f?size=96',
      '256': '/api/media/images/3f1c9a52-8d0e-4a8b-9a57-1f2b3c4d5e6f?size=256',
      '512': '/api/media/images/3f1c9a52-8d0e-4a8b-9a57-1f2b3c4d5e6f?size=512',
    },
  })
  sizes: Record<string, string>;
}

/** The multipart body of POST /media/images (documentation only: it is read as a stream). */
export const UPLOAD_IMAGE_BODY_SCHEMA = {
  type: 'object' as const,
  required: ['purpose', 'file'],
  properties: {
    purpose: {
      type: 'string' as const,
      enum: [...IMAGE_PURPOSES],
      description: 'avatar: 96, 256 e 512 px quadrados; cover: 160, 640 e 1280 px de largura. Envie antes do arquivo.',
    },
    file: {
      type: 'string' as const,
      format: 'binary',
      description: 'JPEG, PNG, WebP, GIF ou AVIF (o tipo é conferido pelo conteúdo)',
    },
  },
};

export const IMAGE_SIZE_QUERY = {
  name: 'size',
  required: false,
  description: 'Lado em pixels (avatar: 96, 256, 512; cover: 160, 640, 1280); sem ele, o tamanho padrão',
  enum: ALL_IMAGE_SIZES,
};
