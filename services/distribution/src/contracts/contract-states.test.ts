import type { ProviderDocumentStatus } from '../esign/e-signature-provider';
import { contractSettled, contractStep } from './contract-states';
import type { ContractStatus } from './contracts.repository';

describe('contractStep', () => {
  it.each<[ProviderDocumentStatus, string]>([
    ['signed', 'signed'],
    ['refused', 'refused'],
    ['expired', 'expired'],
    ['pending', 'unchanged'],
  ])('a pending contract told %s moves to %s', (document, step) => {
    expect(contractStep('pending', document)).toBe(step);
  });

  it.each<ContractStatus>(['creating', 'signed', 'refused', 'expired', 'abandoned', 'cancelled'])(
    'a %s contract stays as it is, whatever the news (the first final state wins)',
    (contract) => {
      for (const document of ['pending', 'signed', 'refused', 'expired'] as const)
        expect(contractStep(contract, document)).toBe('unchanged');
    },
  );
});

describe('contractSettled', () => {
  it.each<[ContractStatus, boolean, boolean]>([
    ['creating', false, false],
    ['pending', false, false],
    ['signed', false, false],
    ['signed', true, true],
    ['refused', false, true],
    ['expired', false, true],
    ['abandoned', false, true],
    ['cancelled', false, true],
  ])('%s (signed file kept: %s) settled: %s', (status, signed_file_stored, settled) => {
    expect(contractSettled({ status, signed_file_stored })).toBe(settled);
  });
});
