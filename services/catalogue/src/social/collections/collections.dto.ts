import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Length, Max, Min } from 'class-validator';
import { PageQuery, Trim } from '@sampleteca/http';
import { ReadableName } from '../../common/name-rules';
import { ImageRef } from '../../common/refs.dto';
import { COLLECTION_NAME_MAX, COLLECTIONS_PER_PERSON, SOUNDS_PER_COLLECTION } from './collection-limits';
import type { CollectionRow } from './collections.repository';

const NAME_LENGTH = `O nome da coleção deve ter de 1 a ${COLLECTION_NAME_MAX} caracteres.`;

/** A collection's name: trimmed, 1–80 characters, something readable. */
const CollectionName = () =>
  applyDecorators(
    Trim(),
    IsString({ message: 'Informe o nome da coleção.' }),
    Length(1, COLLECTION_NAME_MAX, { message: NAME_LENGTH }),
    ReadableName({
      noLetters: 'O nome da coleção deve ter letras ou números.',
      invalidCharacters: 'O nome da coleção tem caracteres que não são aceitos.',
    }),
  );
const NAME_DOC = { minLength: 1, maxLength: COLLECTION_NAME_MAX, example: 'Graves para trap' };

export class CollectionsQuery extends PageQuery {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Diz em containsSound se cada coleção tem este som (o menu "Adicionar à coleção" de um card)',
  })
  @IsOptional()
  @IsUUID('all', { message: 'Som inválido.' })
  soundId?: string;
}

export class CollectionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Quem tem o link vê a coleção; senão só quem a criou' }) shared: boolean;
  @ApiProperty({ type: ImageRef, description: 'Quem criou a coleção' }) owner: ImageRef;
  @ApiProperty({ description: 'O usuário é quem criou (pode mudar a coleção)' }) mine: boolean;
  @ApiProperty({ description: 'Quantos sons da coleção o usuário vê (públicos e os seus)' }) soundCount: number;
  @ApiProperty({
    description:
      'Para quem criou: quantos sons da coleção ficaram indisponíveis (quem os enviou os tornou privados, ou ' +
      'foram removidos); não contam no limite e saem com DELETE /collections/{id}/unavailable. 0 para os outros',
  })
  unavailableCount: number;
  @ApiProperty({ type: String, nullable: true, description: 'A capa do primeiro som (ou do seu kit) que tem uma' })
  imageUrl: string | null;
  @ApiProperty({ type: Boolean, nullable: true, description: 'Se tem o som de ?soundId= (null sem ele)' })
  containsSound: boolean | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class CollectionPage {
  @ApiProperty({ type: [CollectionResponse], description: 'Em ordem alfabética' }) items: CollectionResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ example: COLLECTIONS_PER_PERSON, description: 'Quantas coleções uma pessoa pode ter' })
  limit: number;
}

export class CreateCollectionBody {
  @ApiProperty(NAME_DOC)
  @CollectionName()
  name: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Um som para pôr nela já (o "Nova coleção…" de um card)' })
  @IsOptional()
  @IsUUID('all', { message: 'Som inválido.' })
  soundId?: string;
}

export class CreatedCollection {
  @ApiProperty({ type: CollectionResponse }) collection: CollectionResponse;
  @ApiProperty({ example: 'Coleção criada!' }) message: string;
}

/** Either or both; neither changes nothing. */
export class UpdateCollectionBody {
  @ApiPropertyOptional(NAME_DOC)
  @IsOptional()
  @CollectionName()
  name?: string;

  @ApiPropertyOptional({ description: 'true: quem tem o link vê a coleção; false: só você' })
  @IsOptional()
  @IsBoolean({ message: 'shared deve ser true ou false.' })
  shared?: boolean;
}

export class MoveSoundBody {
  @ApiProperty({
    minimum: 1,
    maximum: SOUNDS_PER_COLLECTION,
    description: 'A nova posição do som entre os que você vê na coleção (1 = o primeiro); além do fim, o último',
  })
  @Type(() => Number)
  @IsInt({ message: 'A posição deve ser um número inteiro.' })
  @Min(1, { message: 'A posição começa em 1.' })
  @Max(SOUNDS_PER_COLLECTION, { message: `A posição vai até ${SOUNDS_PER_COLLECTION}.` })
  position: number;
}

export function mapCollection(row: CollectionRow, viewerId: string): CollectionResponse {
  return {
    id: row.id,
    name: row.name,
    shared: row.shared,
    owner: { id: row.owner_id, name: row.owner_name ?? '', imageUrl: row.owner_avatar },
    mine: row.owner_id === viewerId,
    soundCount: row.sound_count,
    unavailableCount: row.unavailable_count,
    imageUrl: row.image_url,
    containsSound: row.contains_sound,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
