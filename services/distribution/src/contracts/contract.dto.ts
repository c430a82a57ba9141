import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { DistributionMessages } from '../distribution-errors';
import type { ContractOutcome, ContractRow, ContractStatus } from './contracts.repository';

export class CreateContractBody {
  @ApiProperty({ format: 'uuid', description: 'A música produzida (POST /sounds/produced)' })
  @IsUUID('all', { message: 'Problema ao tentar achar música!' })
  soundId: string;
}

export class ContractResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) soundId: string;
  @ApiProperty({ enum: ['creating', 'pending', 'signed', 'refused', 'expired', 'abandoned', 'cancelled'] })
  status: ContractStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Página de assinatura do provedor (no quadro da página)' })
  signUrl: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) requestId: string | null;
  @ApiProperty({ enum: ['requested', 'already-requested'], nullable: true, description: 'O que a assinatura gerou' })
  outcome: ContractOutcome | null;
  @ApiProperty({ type: String, nullable: true, description: 'Texto para o produtor quando o contrato termina' })
  message: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'PDF assinado, quando guardado' })
  signedFileUrl: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) signedAt: string | null;
}

const ENDED_MESSAGES: Partial<Record<ContractStatus, string>> = {
  refused: DistributionMessages.ContractRefused,
  expired: DistributionMessages.ContractExpired,
  abandoned: DistributionMessages.ContractAbandoned,
  cancelled: DistributionMessages.ContractCancelled,
};

export const isFinal = (status: ContractStatus) => status !== 'creating' && status !== 'pending';

function messageOf(contract: ContractRow): string | null {
  if (contract.status !== 'signed') return ENDED_MESSAGES[contract.status] ?? null;
  return contract.outcome === 'already-requested'
    ? 'A distribuição dessa música já foi solicitada!'
    : DistributionMessages.DistributionRequested;
}

export function mapContract(contract: ContractRow): ContractResponse {
  return {
    id: contract.id,
    soundId: contract.sound_id,
    status: contract.status,
    signUrl: contract.status === 'pending' ? contract.sign_url : null,
    requestId: contract.request_id,
    outcome: contract.outcome,
    message: messageOf(contract),
    signedFileUrl: contract.signed_file_stored ? `/api/contracts/${contract.id}/signed-file` : null,
    createdAt: contract.created_at.toISOString(),
    signedAt: contract.signed_at?.toISOString() ?? null,
  };
}
