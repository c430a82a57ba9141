import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class QueueCountsResponse {
  @ApiProperty({ example: 'audio-processing', description: 'O nome da fila (id do registro no console)' }) id: string;
  @ApiProperty({ example: 'audio-processing' }) name: string;
  @ApiProperty({ description: 'Jobs aguardando um worker (inclui os com prioridade)' }) waiting: number;
  @ApiProperty({ description: 'Jobs em execução agora' }) active: number;
  @ApiProperty({ description: 'Jobs agendados para depois (novas tentativas com espera, atrasados)' }) delayed: number;
  @ApiProperty({ description: 'Jobs que esgotaram as tentativas' }) failed: number;
  @ApiProperty({ description: 'Jobs concluídos na última hora' }) completedLastHour: number;
}

export class FailedJobResponse {
  @ApiProperty({ example: 'process.0b8f…' }) id: string;
  @ApiProperty({ example: 'audio-processing' }) queue: string;
  @ApiProperty({ example: 'process', description: 'O tipo de job' }) name: string;
  @ApiProperty({ example: 'ffmpeg saiu com código 1', description: 'O erro da última tentativa' })
  failedReason: string;
  @ApiProperty() attemptsMade: number;
  @ApiProperty() maxAttempts: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String }) failedAt: string | null;
  @ApiProperty({ description: 'Os dados do job', type: 'object', additionalProperties: true }) payload: unknown;
  @ApiProperty({ type: [String], description: 'Pilha de erros das tentativas' }) stacktrace: string[];
}

export class DeadLetterResponse {
  @ApiProperty({ format: 'uuid', description: 'O id do evento' }) id: string;
  @ApiProperty({ example: 'user.email-confirmed' }) type: string;
  @ApiPropertyOptional({ example: 'identity', nullable: true, type: String }) producer: string | null;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String }) occurredAt: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) correlationId: string | null;
  @ApiProperty({ description: 'Os dados do evento', type: 'object', additionalProperties: true }) payload: unknown;
  @ApiProperty({ description: 'Tentativas feitas pelo consumidor' }) attempts: number;
  @ApiProperty({ example: 'perfil … ainda não conhecido', description: 'O erro da última tentativa' })
  lastError: string;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String }) deadLetteredAt: string | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'Cabeçalhos da mensagem' })
  headers: Record<string, string>;
  @ApiProperty({ description: 'Cópias deste evento na fila morta' }) copies: number;
}

export class ReplayAllResponse {
  @ApiProperty({ description: 'Mensagens devolvidas ao consumidor' }) replayed: number;
}

export class OutboxBacklogResponse {
  @ApiProperty({ example: 'catalogue' }) id: string;
  @ApiProperty({ description: 'Eventos gravados e ainda não publicados' }) pending: number;
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String }) oldestCreatedAt: string | null;
  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Há quantos segundos o mais antigo espera' })
  oldestAgeSeconds: number | null;
}
