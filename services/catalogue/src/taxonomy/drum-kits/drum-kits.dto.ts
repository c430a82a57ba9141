import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, Length } from 'class-validator';
import { PageQuery, QueryBoolean, Trim } from '@sampleteca/http';
import { ImageRef, imageRefOf } from '../../common/refs.dto';
import type { KitRow } from '../../common/kit-row';
import { OptionalImageUrl } from '../../common/media-image-url';
import { NameSearch } from '../../common/name-search.decorator';
import { ReadableName } from '../../common/name-rules';

export class DrumKitsQuery extends PageQuery {
  @NameSearch() search?: string;

  @ApiPropertyOptional({ type: Boolean, description: 'Só os meus (sugestões do assistente)' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  mine?: boolean;
}

export class DrumKitResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
  @ApiProperty({ type: ImageRef, description: 'Quem criou o drum kit' }) owner: ImageRef;
}

export class DrumKitPage {
  @ApiProperty({ type: [DrumKitResponse] }) items: DrumKitResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class DrumKitDetails extends DrumKitResponse {
  @ApiProperty({ type: [ImageRef], description: 'Artistas (contas) com sons públicos no drum kit' })
  artists: ImageRef[];
}

export class CreateDrumKitBody {
  @ApiProperty({ minLength: 1, maxLength: 255 })
  @Trim()
  @IsString({ message: 'Informe o nome do Drum Kit.' })
  @Length(1, 255, { message: 'O nome do Drum Kit deve ter de 1 a 255 caracteres.' })
  @ReadableName({
    noLetters: 'O nome do Drum Kit deve ter letras ou números.',
    invalidCharacters: 'O nome do Drum Kit tem caracteres que não são aceitos.',
  })
  name: string;

  @OptionalImageUrl('url devolvida por POST /media/images')
  imageUrl?: string | null;
}

export class CreatedDrumKit {
  @ApiProperty({ type: DrumKitResponse }) drumKit: DrumKitResponse;
  @ApiProperty({ example: 'Drum Kit criado com sucesso!' }) message: string;
}

export const mapDrumKit = (row: KitRow): DrumKitResponse => ({
  ...imageRefOf(row),
  owner: { id: row.owner_id, name: row.owner_name ?? '', imageUrl: row.owner_avatar },
});
