import { ApiProperty } from '@nestjs/swagger';
import { SoundResponse } from '../../browse/sound-lists/sound-response.dto';
import { ImageRef } from '../../common/refs.dto';

/**
 * What a shared link shows a visitor (issue #33 §1). Sounds are the catalogue's cards as anyone
 * sees them (the viewer's flags false); only public sounds ever appear.
 */
export class SharedSound {
  @ApiProperty({ type: SoundResponse }) sound: SoundResponse;
}

export class SharedDrumKit {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
  @ApiProperty({ type: ImageRef, description: 'Quem criou o drum kit' }) owner: ImageRef;
  @ApiProperty({ description: 'Quantos sons públicos o kit tem' }) soundCount: number;
  @ApiProperty({ type: [SoundResponse], description: 'Os mais novos, no máximo SHARED_PREVIEWS' })
  sounds: SoundResponse[];
}

export class SharedProducer {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) avatarUrl: string | null;
  @ApiProperty({ description: 'Quantos sons públicos a pessoa tem' }) soundCount: number;
  @ApiProperty({ type: [SoundResponse], description: 'Os mais novos, no máximo SHARED_PREVIEWS' })
  sounds: SoundResponse[];
}

export class SharedCollection {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'A capa do primeiro som público que tem uma' })
  imageUrl: string | null;
  @ApiProperty({ type: ImageRef, description: 'Quem criou a coleção' }) owner: ImageRef;
  @ApiProperty({ description: 'Quantos sons públicos a coleção tem' }) soundCount: number;
  @ApiProperty({ type: [SoundResponse], description: 'Os primeiros na ordem da coleção, no máximo SHARED_PREVIEWS' })
  sounds: SoundResponse[];
}
