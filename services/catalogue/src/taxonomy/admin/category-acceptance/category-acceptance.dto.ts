import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { Category } from '../../categories/category.entity';

export class CategoryAcceptanceBody {
  @ApiProperty({ description: 'true: todos veem a categoria; false: só quando um som público a usa' })
  @IsBoolean({ message: 'accepted deve ser true ou false.' })
  accepted: boolean;
}

export class CategoryAcceptanceResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Aceita por um administrador: aparece para todos mesmo sem sons públicos' })
  accepted: boolean;
}

export const mapAcceptance = ({ id, name, accepted }: Category): CategoryAcceptanceResponse => ({ id, name, accepted });
