import type { BundleGrant } from '../../api/bundles';

const sounds = (count: number) => (count === 1 ? '1 som' : `${count} sons`);
const leftOut = (count: number) => (count === 1 ? 'ficou de fora' : 'ficaram de fora');

/** What the ZIP holds and, each on its own, what was left out of it and why. */
export function bundleSummary(grant: BundleGrant): { saving: string; plan: string | null; others: string[] } {
  const { plan, notReady, overLimit } = grant.skipped;
  const others: string[] = [];
  if (notReady) {
    others.push(`${sounds(notReady)} ainda em processamento ${leftOut(notReady)}: tente de novo em instantes.`);
  }
  if (overLimit) {
    others.push(
      `${sounds(overLimit)} além do limite de ${grant.limit} por ZIP ${leftOut(overLimit)}: baixe-os um a um.`,
    );
  }
  return {
    saving: `Baixando ${sounds(grant.included)} em ${grant.fileName}.`,
    plan: plan ? `${sounds(plan)} ${plan === 1 ? 'pago' : 'pagos'} ${leftOut(plan)}:` : null,
    others,
  };
}
