import type { ServerResponse } from 'node:http';
import { contractParagraphs } from './contract-text';
import type { StandInContext } from './context';
import { sendPdf, sendText } from './http';
import { renderPdf } from './pdf';
import type { StoredDocument } from './types';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * Serves `original_file` and `signed_file`: the contract as a PDF, made on request from the
 * stored replacements, behind a temporary link. False when the path is not a file link.
 */
export function serveFile(context: StandInContext, method: string, res: ServerResponse, url: URL): boolean {
  const check = context.fileLinks.check(url);
  if (!check) return false;
  if (method !== 'GET' && method !== 'HEAD') {
    res.setHeader('allow', 'GET');
    sendText(res, 405, 'Método não permitido');
  } else if (!check.ok) {
    // S3 answers a stale or tampered pre-signed link with 403, and so does the stand-in.
    sendText(res, 403, `Acesso negado: ${check.reason}`);
  } else {
    const document = context.store.document(check.documentToken);
    if (!document || (check.kind === 'signed' && document.status !== 'signed')) {
      sendText(res, 404, 'Arquivo não encontrado');
    } else {
      sendPdf(res, renderPdf(pdfContent(document, check.kind === 'signed')), `${document.token}-${check.kind}.pdf`);
    }
  }
  return true;
}

function pdfContent(document: StoredDocument, signed: boolean) {
  const footer = signed
    ? document.signers.map(
        (signer) =>
          `Assinado eletronicamente por ${signer.name}${signer.email ? ` (${signer.email})` : ''} em ` +
          `${dateTime.format(new Date(signer.signed_at!))} (horário de Brasília), pela ZapSign local da Sampleteca.`,
      )
    : ['Documento aguardando assinatura.'];
  return {
    title: document.name,
    paragraphs: contractParagraphs(document.data),
    footer: [...footer, `Documento ${document.token}.`],
  };
}
