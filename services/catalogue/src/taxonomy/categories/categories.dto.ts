import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, Length } from 'class-validator';
import { CategoryNameCharacters } from '../../common/name-rules';

export class CategoryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Sempre em minúsculas' }) name: string;
}

export class CreateCategoryBody {
  @ApiProperty({ minLength: 1, maxLength: 60 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value))
  @IsString({ message: 'Informe o nome da categoria.' })
  @Length(1, 60, { message: 'A categoria deve ter de 1 a 60 caracteres.' })
  @CategoryNameCharacters()
  name: string;
}

export class CreatedCategory {
  @ApiProperty({ type: CategoryResponse }) category: CategoryResponse;
  @ApiProperty({ example: 'Categoria criada com sucesso!' }) message: string;
}

export class CategoriesQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Só as categorias com sons enviados por essa conta' })
  @IsOptional()
  @IsUUID('all', { message: 'Artista inválido.' })
  uploader?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Só as categorias com sons desse drum kit' })
  @IsOptional()
  @IsUUID('all', { message: 'Drum Kit inválido.' })
  drumKit?: string;
}
