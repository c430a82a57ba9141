import { FILES_REQUIRED } from './distributionFormSchema';
import { isFinalContract, type Contract } from './distributionTypes';

export type Stage = 'waiting-music' | 'ready' | 'signing' | 'signed';

/** Spec 02 §2: 'Aguardando música...', 'Gerar Contrato', 'Assine o contrato!', 'Parabéns!'. */
export const buttonLabels: Record<Stage, string> = {
  'waiting-music': 'Aguardando música...',
  ready: 'Gerar Contrato',
  signing: 'Assine o contrato!',
  signed: 'Parabéns!',
};

export function stageOf(
  musicReady: boolean,
  soundSaved: boolean,
  contract: Contract | undefined,
  following: boolean,
): Stage {
  if (contract?.status === 'signed') return 'signed';
  if (following && !isFinalContract(contract)) return 'signing';
  if (!musicReady && !soundSaved) return 'waiting-music';
  // No contract yet, or one that ended unsigned: a (new) contract can be generated.
  return 'ready';
}

/** What the person still has to do before 'Gerar Contrato', beside the button; null when nothing. */
export function hintOf(
  stage: Stage,
  { locked, hasCover, valid }: { locked: boolean; hasCover: boolean; valid: boolean },
) {
  if (stage === 'waiting-music') return 'Envie a música para gerar o contrato.';
  if (stage !== 'ready' || locked) return null;
  if (!hasCover) return FILES_REQUIRED;
  if (!valid) return 'Preencha os campos obrigatórios (*) para gerar o contrato.';
  return 'Confira os seus dados: o contrato é gerado com eles.';
}
