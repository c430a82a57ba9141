import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '@sampleteca/http';
import type { Profile } from '../profiles/profile.entity';

export class ProducersQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Busca pelo nome' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(255, { message: 'A busca deve conter no máximo 255 caracteres' })
  q?: string;
}

/**
 * A producer: the account that uploads sounds, shown at /artists (a credited artist is another
 * thing, see credited-artists/). The schemas keep the names the portal's client was typed with.
 */
@ApiSchema({ name: 'ArtistResponse' })
export class ProducerResponse {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) avatarUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) producer: string | null;
}

@ApiSchema({ name: 'ArtistPage' })
export class ProducerPage {
  @ApiProperty({ type: [ProducerResponse] }) items: ProducerResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export const mapProducer = (profile: Profile): ProducerResponse => ({
  id: profile.userId,
  name: profile.fullName,
  avatarUrl: profile.avatarUrl,
  producer: profile.producer,
});

/** A producer's page header (spec 02 §2 'artist'): photo, name and the social links they filled in. */
@ApiSchema({ name: 'ArtistProfileResponse' })
export class ProducerProfileResponse extends ProducerResponse {
  @ApiProperty({ type: String, nullable: true }) facebookUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) instagramUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) youtubeUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) tiktokUrl: string | null;
}

export const mapProducerProfile = (profile: Profile): ProducerProfileResponse => ({
  ...mapProducer(profile),
  facebookUrl: profile.facebookUrl,
  instagramUrl: profile.instagramUrl,
  youtubeUrl: profile.youtubeUrl,
  tiktokUrl: profile.tiktokUrl,
});
