import type { BundleGrant } from '../src/api/bundles';
import { bundleSummary } from '../src/components/Bundles/bundleSummary';

const grant = (included: number, skipped: BundleGrant['skipped']): BundleGrant => ({
  action: '/api/media/bundles',
  manifest: 'm',
  signature: 's',
  fileName: 'Kit Verão.zip',
  included,
  skipped,
  limit: 200,
});

test('says what the ZIP holds and, one by one, what was left out and why', () => {
  expect(bundleSummary(grant(4, { plan: 3, notReady: 1, overLimit: 0 }))).toEqual({
    saving: 'Baixando 4 sons em Kit Verão.zip.',
    plan: '3 sons pagos ficaram de fora:',
    others: ['1 som ainda em processamento ficou de fora: tente de novo em instantes.'],
  });
  expect(bundleSummary(grant(1, { plan: 1, notReady: 0, overLimit: 12 }))).toEqual({
    saving: 'Baixando 1 som em Kit Verão.zip.',
    plan: '1 som pago ficou de fora:',
    others: ['12 sons além do limite de 200 por ZIP ficaram de fora: baixe-os um a um.'],
  });
  expect(bundleSummary(grant(2, { plan: 0, notReady: 0, overLimit: 0 }))).toEqual({
    saving: 'Baixando 2 sons em Kit Verão.zip.',
    plan: null,
    others: [],
  });
});
