import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInContext } from './context';
import { DocumentClosed, recordView, refuseDocument, signDocument } from './document-actions';
import { readBody, redirect, sendHtml, sendText } from './http';
import { renderInvalidLink, renderSignPage, type Outcome } from './pages/sign-page';
import { signUrl } from './present';

const SIGNER_PATH = /^\/verificar\/([^/]+)(?:\/(assinar|recusar))?\/?$/;
const OUTCOMES: readonly string[] = ['assinado', 'recusado'] satisfies Outcome[];

/**
 * The signer's page at ZapSign's `/verificar/{signer token}`: the contract and two plain
 * forms, Assinar contrato and Recusar. Each form posts, then redirects back to the page, which
 * says what happened.
 */
export class SigningPages {
  constructor(private readonly context: StandInContext) {}

  /** False when the path is not a signing page, so the caller can answer it otherwise. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const match = SIGNER_PATH.exec(url.pathname);
    if (!match) return false;
    const method = req.method ?? 'GET';
    const action = match[2] as 'assinar' | 'recusar' | undefined;
    const form = method === 'POST' ? new URLSearchParams(await readBody(req)) : undefined;
    const found = this.context.store.bySignerToken(decodeURIComponent(match[1]!));
    if (!found) {
      sendHtml(res, 404, renderInvalidLink());
      return true;
    }
    const { document, signer } = found;
    const page = signUrl('', signer.token);
    if (!action && method === 'GET') {
      if (document.status === 'pending' && signer.status !== 'signed') recordView(this.context, document, signer);
      const outcome = url.searchParams.get('resultado') ?? '';
      sendHtml(
        res,
        200,
        renderSignPage({
          document,
          signer,
          actionBase: page,
          outcome: OUTCOMES.includes(outcome) ? (outcome as Outcome) : undefined,
          signedFileUrl: this.context.present(document).signed_file,
        }),
      );
    } else if (action && method === 'POST') {
      try {
        if (action === 'assinar') signDocument(this.context, document, signer);
        else refuseDocument(this.context, document, form!.get('motivo') ?? '');
      } catch (error) {
        // A second click, or a document closed meanwhile: the page shows how things stand.
        if (!(error instanceof DocumentClosed)) throw error;
        redirect(res, page);
        return true;
      }
      redirect(res, `${page}?resultado=${action === 'assinar' ? 'assinado' : 'recusado'}`);
    } else {
      res.setHeader('allow', action ? 'POST' : 'GET');
      sendText(res, 405, 'Método não permitido');
    }
    return true;
  }
}
