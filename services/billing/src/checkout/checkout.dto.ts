import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class CheckoutRequest {
  @ApiProperty({ description: 'id do plano (preço) de GET /api/plans' })
  @IsString({ message: 'Escolha um plano.' })
  @MinLength(1, { message: 'Escolha um plano.' })
  @MaxLength(255, { message: 'Plano inválido.' })
  priceId: string;
}
