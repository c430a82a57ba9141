import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { Trim } from '@sampleteca/http';
import type { CreditedArtistRow } from './credited-artists.repository';
import { OptionalImageUrl } from '../../common/media-image-url';
import { NameSearch } from '../../common/name-search.decorator';
import { imageRefOf } from '../../common/refs.dto';

export class CreditedArtistsQuery {
  @NameSearch() search?: string;
}

export class CreditedArtistResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
}

export class CreateCreditedArtistBody {
  @ApiProperty({ minLength: 1, maxLength: 255 })
  @Trim()
  @IsString({ message: 'Informe pelo menos um artista' })
  @Length(1, 255, { message: 'Informe pelo menos um artista' })
  name: string;

  @OptionalImageUrl('A capa do som, como no original')
  imageUrl?: string | null;
}

export class CreditedArtistResult {
  @ApiProperty({ type: CreditedArtistResponse }) artist: CreditedArtistResponse;
  @ApiProperty({ description: 'false quando já existia um artista com esse nome' }) created: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'Novo artista criado!' }) message: string | null;
}

export const mapCreditedArtist = (row: CreditedArtistRow): CreditedArtistResponse => imageRefOf(row);
