import { Body, Controller, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@sampleteca/auth';
import { CONFIG, URL_SECRET, type Config } from '@sampleteca/config';
import { verifyBundleManifest } from '@sampleteca/contracts';
import { ApiErrors, ErrorResponse } from '@sampleteca/http';
import { MediaErrorCode, mediaError } from '../media-errors';
import { BundleFormBody } from './bundles.dto';
import { BundleZipService } from './bundle-zip.service';
import { sendRefusalPage } from './refusal-page';

const LINK_EXPIRED = 'Este download expirou ou é inválido. Clique em baixar de novo.';

/**
 * Public: the portal posts the catalogue's signed manifest as a plain form, so the browser saves
 * the streamed answer itself (nothing held in the page's memory). The signature is the
 * authorization; media checks it and asks the catalogue nothing.
 */
@ApiTags('media')
@Controller('media/bundles')
export class BundlesController {
  constructor(
    private readonly zip: BundleZipService,
    @Inject(URL_SECRET) private readonly urlSecret: Buffer,
    @Inject(CONFIG) private readonly config: Pick<Config, 'PUBLIC_URL'>,
  ) {}

  @Post()
  @Public()
  @ApiOperation({
    summary:
      'Transmite um ZIP de vários sons (Drum Kit, curtidas, coleção) a partir de um manifesto assinado pelo catálogo',
    description:
      'Formulário com manifest e signature, como POST /drum-kits/{id}/downloads ou POST /library/likes/downloads ' +
      'os devolveram. Responde application/zip (Content-Disposition: attachment), transmitido: LICENCA.txt, ' +
      'depois cada som (o original, ou o MP3). Cada som conta um download (media.download.served) quando ' +
      'começa a ser servido, uma vez por usuário; um arquivo que não está mais guardado fica de fora, sem ' +
      'contar, e é listado em FALTANDO.txt.',
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ type: BundleFormBody })
  @ApiOkResponse({
    description: 'O ZIP',
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors({ badRequest: 'VALIDATION_FAILED: faltou manifest ou signature' })
  @ApiForbiddenResponse({
    type: ErrorResponse,
    description: `${MediaErrorCode.LinkInvalid}: ${LINK_EXPIRED} (a uma página do navegador, Sec-Fetch-Dest: document, em HTML)`,
  })
  async send(@Body() body: BundleFormBody, @Req() request: Request, @Res() response: Response): Promise<void> {
    const manifest = verifyBundleManifest(body, this.urlSecret);
    if (!manifest) {
      // A browser's form post (the portal's) shows the answer in the tab: a page a person reads.
      if (request.headers['sec-fetch-dest'] === 'document')
        return sendRefusalPage(response, LINK_EXPIRED, this.config.PUBLIC_URL);
      throw mediaError(MediaErrorCode.LinkInvalid, { message: LINK_EXPIRED });
    }
    await this.zip.send(manifest, response);
  }
}
