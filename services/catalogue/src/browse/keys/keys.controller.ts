import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { BPM_RANGES, MUSICAL_KEYS, SOUND_TYPES } from '@sampleteca/contracts';

class BpmRangeResponse {
  @ApiProperty({ example: '110-130' }) value: string;
  @ApiProperty({ example: 'Pop, Rock, House' }) label: string;
}

class MusicVocabulary {
  @ApiProperty({ type: [String], description: 'Os 24 tons' }) keys: string[];
  @ApiProperty({ type: [String], description: 'Samples, Acapelas, Beats, Melody' }) types: string[];
  @ApiProperty({ type: [BpmRangeResponse] }) bpmRanges: BpmRangeResponse[];
}

/** The fixed lists sounds are tagged with (spec 02 §3, §9). */
@ApiTags('keys')
@Controller('keys')
export class KeysController {
  @Get()
  @ApiOkResponse({ type: MusicVocabulary })
  list(): MusicVocabulary {
    return {
      keys: [...MUSICAL_KEYS],
      types: [...SOUND_TYPES],
      bpmRanges: BPM_RANGES.map(({ value, label }) => ({ value, label })),
    };
  }
}
