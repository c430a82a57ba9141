import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '@sampleteca/http';
import type { Profile } from '../profiles/profile.entity';

export class ArtistsQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Busca pelo nome' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(255, { message: 'A busca deve conter no máximo 255 caracteres' })
  q?: string;
}

export class ArtistResponse {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) avatarUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) producer: string | null;
}

export class ArtistPage {
  @ApiProperty({ type: [ArtistResponse] }) items: ArtistResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export const mapArtist = (profile: Profile): ArtistResponse => ({
  id: profile.userId,
  name: profile.fullName,
  avatarUrl: profile.avatarUrl,
  producer: profile.producer,
});

/** An artist's page header (spec 02 §2): photo, name and the social links they filled in. */
export class ArtistProfileResponse extends ArtistResponse {
  @ApiProperty({ type: String, nullable: true }) facebookUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) instagramUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) youtubeUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) tiktokUrl: string | null;
}

export const mapArtistProfile = (profile: Profile): ArtistProfileResponse => ({
  ...mapArtist(profile),
  facebookUrl: profile.facebookUrl,
  instagramUrl: profile.instagramUrl,
  youtubeUrl: profile.youtubeUrl,
  tiktokUrl: profile.tiktokUrl,
});
