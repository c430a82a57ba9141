import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** The form the portal posts: the catalogue's signed manifest, as it answered it. */
export class BundleFormBody {
  @ApiProperty({ description: 'O manifesto assinado pelo catálogo (POST /drum-kits/{id}/downloads…)' })
  @IsString()
  @MaxLength(500_000)
  manifest: string;

  @ApiProperty({ description: 'A assinatura do manifesto' })
  @IsString()
  @MaxLength(100)
  signature: string;
}
