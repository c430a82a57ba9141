import { ApiProperty } from '@nestjs/swagger';

/** A thing a card or page names by id (a category). */
export class NamedRef {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

/** A thing named with its picture (a drum kit, an artist, a person). */
export class ImageRef extends NamedRef {
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
}

/** The ImageRef of a row that stores its picture in `image_url`. */
export const imageRefOf = (row: { id: string; name: string; image_url: string | null }): ImageRef => ({
  id: row.id,
  name: row.name,
  imageUrl: row.image_url,
});
