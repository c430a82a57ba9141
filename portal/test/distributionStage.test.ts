import { buttonLabels, hintOf, stageOf } from '../src/components/Distribution/distributionStage';
import { FILES_REQUIRED } from '../src/components/Distribution/distributionFormSchema';
import type { Contract } from '../src/components/Distribution/distributionTypes';

const contract = (status: string) => ({ id: 'c-1', status }) as unknown as Contract;

describe("the distribution form's stages (spec 02 §2)", () => {
  test('waits for the music, then offers the contract, then asks for the signature', () => {
    expect(buttonLabels[stageOf(false, false, undefined, false)]).toBe('Aguardando música...');
    expect(buttonLabels[stageOf(true, false, undefined, false)]).toBe('Gerar Contrato');
    expect(buttonLabels[stageOf(true, true, contract('pending'), true)]).toBe('Assine o contrato!');
    expect(buttonLabels[stageOf(true, true, contract('signed'), true)]).toBe('Parabéns!');
  });

  test('the hint says what is missing before the contract', () => {
    const ready = { locked: false, hasCover: true, valid: true };
    expect(hintOf('waiting-music', ready)).toBe('Envie a música para gerar o contrato.');
    expect(hintOf('ready', { ...ready, hasCover: false })).toBe(FILES_REQUIRED);
    expect(hintOf('ready', { ...ready, valid: false })).toBe(
      'Preencha os campos obrigatórios (*) para gerar o contrato.',
    );
    expect(hintOf('ready', ready)).toBe('Confira os seus dados: o contrato é gerado com eles.');
    expect(hintOf('ready', { ...ready, locked: true })).toBeNull();
    expect(hintOf('signing', ready)).toBeNull();
  });
});
