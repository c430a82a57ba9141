import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, IsUUID, MaxLength } from 'class-validator';
import { ImageRef } from '../../common/refs.dto';

export class FollowBody {
  @ApiProperty({ description: 'true: seguir; false: deixar de seguir' })
  @IsBoolean({ message: 'Informe se quer seguir: following deve ser true ou false.' })
  following: boolean;
}

export class FollowState {
  @ApiProperty() following: boolean;
  @ApiProperty({ description: 'Quantas pessoas seguem quem produz' }) followers: number;
}

export class FollowedProducer {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) avatarUrl: string | null;
  @ApiProperty({ format: 'date-time' }) followedAt: string;
}

export class FollowedProducerPage {
  @ApiProperty({ type: [FollowedProducer] }) items: FollowedProducer[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class FollowingIds {
  @ApiProperty({ type: [String], description: 'Os ids de quem eu sigo (no máximo 5.000, os mais recentes)' })
  ids: string[];
}

export class NewsItem {
  @ApiProperty({ format: 'uuid' }) soundId: string;
  @ApiProperty() soundName: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
  @ApiProperty({ type: ImageRef }) producer: ImageRef;
  @ApiProperty({ format: 'date-time', description: 'Quando o som ficou público' }) createdAt: string;
  @ApiProperty() read: boolean;
}

export class Notifications {
  @ApiProperty({ description: 'Novidades não lidas' }) unread: number;
  @ApiProperty({ type: [NewsItem], description: 'As 20 mais recentes' }) items: NewsItem[];
}

export class DigestState {
  @ApiProperty({ description: 'Recebe por e-mail, no máximo uma vez por dia, as novidades de quem segue' })
  subscribed: boolean;
}

export class DigestBody {
  @ApiProperty()
  @IsBoolean({ message: 'Informe se quer o resumo: subscribed deve ser true ou false.' })
  subscribed: boolean;
}

export class UnsubscribeBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Link de cancelamento inválido.' })
  user: string;

  @ApiProperty()
  @IsString({ message: 'Link de cancelamento inválido.' })
  @MaxLength(100, { message: 'Link de cancelamento inválido.' })
  token: string;
}
