import { HttpStatus } from '@nestjs/common';
import { errorCatalogue } from '@sampleteca/http';

/** The distribution service's error codes. */
export enum DistributionErrorCode {
  SoundNotFound = 'SOUND_NOT_FOUND',
  NotProduced = 'SOUND_NOT_PRODUCED',
  RequestExists = 'REQUEST_ALREADY_EXISTS',
  RequestNotFound = 'REQUEST_NOT_FOUND',
  RequestNotPending = 'REQUEST_NOT_PENDING',
  RequestNotDecided = 'REQUEST_NOT_DECIDED',
  ContractNotSigned = 'CONTRACT_NOT_SIGNED',
  ContractNotFound = 'CONTRACT_NOT_FOUND',
  SignedFileMissing = 'SIGNED_FILE_MISSING',
  ProfileIncomplete = 'PROFILE_INCOMPLETE',
  ProviderUnavailable = 'CONTRACT_PROVIDER_UNAVAILABLE',
  InvalidWebhook = 'INVALID_WEBHOOK',
  AdminOnly = 'ADMIN_ONLY',
}

/** Each code's status and the spec's Portuguese text (spec 02 §5, §8). */
export const distributionError = errorCatalogue<DistributionErrorCode>({
  [DistributionErrorCode.SoundNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Problema ao tentar achar música!' },
  [DistributionErrorCode.NotProduced]: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: 'O contrato de distribuição é gerado para músicas produzidas pelo formulário de distribuição.',
  },
  [DistributionErrorCode.RequestExists]: {
    status: HttpStatus.CONFLICT,
    message: 'A distribuição dessa música já foi solicitada!',
  },
  [DistributionErrorCode.RequestNotFound]: {
    status: HttpStatus.NOT_FOUND,
    message: 'Erro ao buscar solicitações: solicitação não encontrada.',
  },
  [DistributionErrorCode.RequestNotPending]: {
    status: HttpStatus.CONFLICT,
    message: 'Problema ao processar solicitações: essa solicitação já foi decidida.',
  },
  [DistributionErrorCode.RequestNotDecided]: {
    status: HttpStatus.CONFLICT,
    message: 'Não há decisão a desfazer: essa solicitação ainda está pendente.',
  },
  [DistributionErrorCode.ContractNotSigned]: {
    status: HttpStatus.CONFLICT,
    message: 'Assine o contrato antes de solicitar a distribuição desta música.',
  },
  [DistributionErrorCode.ContractNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Contrato não encontrado.' },
  [DistributionErrorCode.SignedFileMissing]: {
    status: HttpStatus.NOT_FOUND,
    message: 'O contrato assinado ainda não está disponível. Tente novamente em instantes.',
  },
  [DistributionErrorCode.ProfileIncomplete]: {
    status: HttpStatus.CONFLICT,
    message: 'Complete seu CPF, CEP e produtora no perfil antes de solicitar a distribuição.',
  },
  [DistributionErrorCode.ProviderUnavailable]: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message:
      'Problema ao tentar fazer a Solicitação de Distribuição: o serviço de contratos não respondeu. Tente novamente.',
  },
  [DistributionErrorCode.InvalidWebhook]: { status: HttpStatus.UNAUTHORIZED, message: 'Webhook não autenticado.' },
  [DistributionErrorCode.AdminOnly]: {
    status: HttpStatus.FORBIDDEN,
    message: 'Só administradores aprovam ou cancelam solicitações.',
  },
});

/** Success texts of spec 02 §8. */
export const DistributionMessages = {
  RequestSent: 'Solicitação de distribuição enviada com sucesso!',
  Approved: 'Solicitação aprovada!',
  Cancelled: 'Solicitação cancelada!',
  DecisionUndone: 'Decisão desfeita: a solicitação voltou a ficar pendente.',
  ContractSigned: 'Contrato assinado com sucesso!',
  DistributionRequested: 'Distribuição solicitada!',
  ContractRefused: 'Contrato recusado. Gere um novo contrato para solicitar a distribuição.',
  ContractExpired: 'O prazo para assinar o contrato acabou. Gere um novo contrato.',
  ContractAbandoned: 'Não recebemos a assinatura do contrato a tempo. Gere um novo contrato.',
  ContractCancelled: 'A música foi excluída; o contrato foi cancelado.',
} as const;
