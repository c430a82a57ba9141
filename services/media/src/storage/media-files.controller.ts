import { Controller, Get, HttpStatus, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { Public } from '@sampleteca/auth';
import { ApiErrors } from '@sampleteca/http';
import { MediaErrorCode, mediaError } from '../media-errors';
import { LocalStorage } from './local-storage';
import { isValidStorageKey, STORAGE, type Storage } from './storage';

/** The local driver's signed links: `/api/media/files/<key>?expires=&signature=`. */
@ApiTags('media')
@Public()
@Controller('media/files')
export class MediaFilesController {
  constructor(@Inject(STORAGE) private readonly storage: Storage) {}

  @Get('*key')
  @ApiOperation({ summary: 'Serve um arquivo do armazenamento local por um link assinado' })
  @ApiParam({ name: 'key', type: String, description: 'Chave do arquivo (ex.: images/<id>/256.webp)' })
  @ApiQuery({ name: 'expires', type: String, description: 'Validade do link (segundos Unix)' })
  @ApiQuery({ name: 'signature', type: String, description: 'Assinatura HMAC-SHA256 do link' })
  @ApiOkResponse({
    description: 'O arquivo (Cache-Control: private, até a validade do link)',
    content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors({ forbidden: mediaError.describe(MediaErrorCode.LinkInvalid), notFound: 'MEDIA_FILE_NOT_FOUND' })
  async serve(
    @Req() request: Request,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Res() response: Response,
  ): Promise<void> {
    const key = keyOf(request.params.key);
    if (!(this.storage instanceof LocalStorage) || !key || !this.storage.verify(key, expires, signature)) {
      throw mediaError(MediaErrorCode.LinkInvalid);
    }
    const object = await this.storage.get(key);
    if (!object) throw mediaError(MediaErrorCode.FileNotFound);
    const secondsLeft = Math.max(0, Number(expires) - Math.floor(Date.now() / 1000));
    response.status(HttpStatus.OK);
    response.setHeader('Content-Type', object.contentType);
    if (object.size !== undefined) response.setHeader('Content-Length', String(object.size));
    response.setHeader('Cache-Control', `private, max-age=${secondsLeft}`);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    try {
      await pipeline(object.body, response);
    } catch {
      // The client went away, or the file could not be read after the headers were sent.
      response.destroy();
    }
  }
}

/** Express 5 hands a `*key` wildcard over as its path segments. */
function keyOf(raw: unknown): string | undefined {
  const key = Array.isArray(raw) ? raw.join('/') : typeof raw === 'string' ? raw : undefined;
  return key !== undefined && isValidStorageKey(key) ? key : undefined;
}
