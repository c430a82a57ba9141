import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import type { DistributionRequestKind, DistributionRequestStatus } from '@sampleteca/contracts';
import type { RequestRow } from './requests.repository';

export class RequestProducer {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) avatarUrl: string | null;
}

export class RequestSound {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Artista creditado' }) artistName: string | null;
  @ApiProperty({ description: 'Prévia MP3: link assinado para quem pode ver a solicitação, vale por algum tempo' })
  previewUrl: string;
  @ApiProperty() isProduced: boolean;
}

export class DistributionRequestResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['publication', 'distribution'] }) kind: DistributionRequestKind;
  @ApiProperty({ enum: ['pending', 'approved', 'cancelled'] }) status: DistributionRequestStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
  @ApiProperty({ type: RequestProducer }) producer: RequestProducer;
  @ApiProperty({ type: RequestSound }) sound: RequestSound;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) contractId: string | null;
}

export class DistributionRequestPage {
  @ApiProperty({ type: [DistributionRequestResponse] }) items: DistributionRequestResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class RequestChangeResult {
  @ApiProperty({ type: DistributionRequestResponse }) request: DistributionRequestResponse;
  @ApiProperty({ example: 'Solicitação aprovada!' }) message: string;
}

export class CreateRequestBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Problema ao tentar achar música!' })
  soundId: string;
}

/** The console's update: the decision (react-admin sends the whole record; only status counts). */
export class DecideRequestBody {
  @ApiProperty({ enum: ['approved', 'cancelled'] })
  @IsIn(['approved', 'cancelled'], { message: 'Decisão inválida: aprovada ou cancelada.' })
  status: 'approved' | 'cancelled';
}

export class RequestDownloadLink {
  @ApiProperty({ description: 'Link assinado do MP3 (vale alguns minutos, sem token)' }) url: string;
  @ApiProperty({ example: 'Batida de verão.mp3' }) fileName: string;
}

/** `previewUrl`: a signed preview link, made by the caller that checked who may hear it. */
export function mapRequest(row: RequestRow, previewUrl: (audioId: string) => string): DistributionRequestResponse {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    producer: { id: row.user_id, name: row.producer_name ?? '', avatarUrl: row.producer_avatar },
    sound: {
      id: row.sound_id,
      name: row.sound_name,
      imageUrl: row.sound_image,
      artistName: row.artist_name,
      previewUrl: previewUrl(row.audio_id),
      isProduced: row.is_produced,
    },
    contractId: row.contract_id,
  };
}
