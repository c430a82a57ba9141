import { CEP_MASK, CPF_MASK, isValidCpf, PHONE_MASK } from './cpf';

describe('isValidCpf', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['111.444.777-35', true],
    // One check digit wrong, then the other.
    ['529.982.247-35', false],
    ['529.982.247-26', false],
    // Eleven equal digits pass the arithmetic but are no CPF.
    ['111.111.111-11', false],
    ['000.000.000-00', false],
    ['529.982.247-2', false],
    ['529.982.247-251', false],
    ['', false],
  ])('%s: %s', (cpf, valid) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });

  it('takes a check digit of 10 as 0', () => {
    // 123.456.789-09: the first check digit's rest is 10.
    expect(isValidCpf('123.456.789-09')).toBe(true);
  });
});

describe('the profile masks', () => {
  it.each([
    [CPF_MASK, '529.982.247-25', '52998224725'],
    [PHONE_MASK, '(11) 98765-4321', '(11) 8765-4321'],
    [CEP_MASK, '01310-100', '01310100'],
  ])('%s takes %s, not %s', (mask, masked, bare) => {
    expect(mask.test(masked)).toBe(true);
    expect(mask.test(bare)).toBe(false);
  });
});
