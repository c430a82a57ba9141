import { contractParagraphs } from '../contract-text';
import type { StoredDocument, StoredSigner } from '../types';
import { escapeHtml, renderPage } from './layout';

/** What the signer just did, to say so once after the form's redirect. */
export type Outcome = 'assinado' | 'recusado';

export type SignPageView = {
  document: StoredDocument;
  signer: StoredSigner;
  /** Where the forms post: the signer's own link. */
  actionBase: string;
  outcome?: Outcome;
  /** A temporary link to the signed PDF, once there is one. */
  signedFileUrl?: string | null;
};

export function renderSignPage(view: SignPageView): string {
  const { document, signer } = view;
  const header = `<section aria-labelledby="titulo">
<h1 id="titulo">${escapeHtml(document.name)}</h1>
<p class="muted">Signatário: ${escapeHtml(signer.name)}${signer.email ? ` (${escapeHtml(signer.email)})` : ''}</p>
</section>`;
  const contract = `<article aria-label="Texto do contrato">${contractParagraphs(document.data)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n')}</article>`;
  return renderPage(document.name, `<main>${header}${statusOrActions(view)}${contract}</main>`);
}

function statusOrActions(view: SignPageView): string {
  const { document, signer, outcome } = view;
  if (document.status === 'pending' && signer.status !== 'signed') return actions(view.actionBase);
  const download = view.signedFileUrl
    ? `<p><a href="${escapeHtml(view.signedFileUrl)}">Baixar o contrato assinado (PDF)</a></p>`
    : '';
  if (outcome === 'assinado' && signer.status === 'signed') {
    return notice('ok', 'Contrato assinado com sucesso!', download);
  }
  if (outcome === 'recusado' && document.status === 'refused') return notice('no', 'Contrato recusado.');
  switch (document.status) {
    case 'signed':
      return notice('info', 'Este contrato já foi assinado.', download);
    case 'refused':
      return notice('info', 'Este contrato foi recusado e não pode mais ser assinado.');
    case 'expired':
      return notice('info', 'Este contrato expirou e não pode mais ser assinado. Peça um novo contrato na Sampleteca.');
    default:
      return notice('info', 'Você já assinou este contrato. Aguardando os demais signatários.');
  }
}

function actions(actionBase: string): string {
  return `<section aria-labelledby="decisao" class="actions">
<h2 id="decisao">Assinatura</h2>
<p class="muted">Leia o contrato abaixo. Ao assinar, você concorda com os termos apresentados.</p>
<form method="post" action="${escapeHtml(actionBase)}/assinar">
<button type="submit">Assinar contrato</button>
</form>
<form method="post" action="${escapeHtml(actionBase)}/recusar">
<label for="motivo">Motivo da recusa (opcional)</label>
<textarea id="motivo" name="motivo" maxlength="500"></textarea>
<button type="submit" class="secondary">Recusar</button>
</form>
</section>`;
}

function notice(kind: 'ok' | 'no' | 'info', text: string, extra = ''): string {
  return `<section aria-labelledby="situacao"><p id="situacao" class="notice ${kind}" role="status">${escapeHtml(text)}</p>${extra}</section>`;
}

export function renderInvalidLink(): string {
  return renderPage(
    'Link de assinatura inválido',
    '<main><section><h1>Link de assinatura inválido</h1><p>Confira o endereço ou abra o contrato de novo pela Sampleteca.</p></section></main>',
  );
}
