import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import busboy, { type Busboy } from 'busboy';
import type { Request } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { AppException } from '@sampleteca/http';
import { invalidUpload, tooLarge, typeNotAllowed } from './image-errors';
import {
  IMAGE_PURPOSES,
  isAcceptedImageType,
  isImagePurpose,
  type AcceptedImageType,
  type ImagePurpose,
} from './image-variants';

/** Enough of the start of a file for file-type to recognise every accepted format. */
export const SNIFF_BYTES = 4100;
/** Room for boundaries, part headers and the purpose field around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/**
 * After refusing an upload we keep reading (and discarding) up to this much of its body, so
 * the client finishes sending and reads the answer; a client that sends more is cut off.
 */
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

export type ReceivedImage = {
  /** Temporary file holding the upload; the caller removes it. */
  path: string;
  bytes: number;
  sha256: string;
  contentType: AcceptedImageType;
};

export type ReceivedUpload = { purpose: ImagePurpose; file: ReceivedImage };

export type ReceiveOptions = { maxBytes: number; tempDir?: string };

const purposeError = () =>
  invalidUpload(`Finalidade inválida: use ${IMAGE_PURPOSES.join(' ou ')}.`, [
    { field: 'purpose', messages: [`A finalidade deve ser ${IMAGE_PURPOSES.join(' ou ')}.`] },
  ]);

/**
 * Reads a multipart upload (`purpose` + one `file`) as it arrives: the type is checked on the
 * first bytes and the size as they come in, so a wrong or oversized file is refused without
 * being read whole; an accepted one is streamed to a temporary file, never held in memory.
 */
export async function receiveImageUpload(request: Request, options: ReceiveOptions): Promise<ReceivedUpload> {
  if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) {
    abandonRequest(request);
    throw invalidUpload('Envie a imagem como multipart/form-data, no campo "file".');
  }
  const declaredLength = Number(request.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > options.maxBytes + MULTIPART_OVERHEAD_BYTES) {
    abandonRequest(request);
    throw tooLarge(options.maxBytes);
  }
  let parser: Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      limits: { files: 1, fileSize: options.maxBytes, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 20 },
    });
  } catch {
    abandonRequest(request);
    throw invalidUpload('O envio não é um formulário multipart válido.');
  }

  return new Promise<ReceivedUpload>((resolve, reject) => {
    let settled = false;
    let purpose: ImagePurpose | undefined;
    let fileStream: Readable | undefined;
    let receiving: Promise<ReceivedImage> | undefined;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      request.unpipe(parser);
      fileStream?.destroy();
      abandonRequest(request);
      const discard = receiving?.then(
        (file) => rm(file.path, { force: true }),
        () => undefined,
      );
      void Promise.resolve(discard).finally(() =>
        reject(error instanceof AppException ? error : invalidUpload('O envio foi interrompido.')),
      );
    };

    // The parser may still hand over parts it had buffered when we failed: ignore them.
    parser.on('field', (name, value, info) => {
      if (settled || name !== 'purpose') return;
      if (info.valueTruncated || !isImagePurpose(value)) return fail(purposeError());
      purpose = value;
    });
    parser.on('file', (name, stream) => {
      if (settled) return void stream.resume();
      if (name !== 'file') {
        stream.resume();
        return fail(invalidUpload('Envie a imagem no campo "file".'));
      }
      fileStream = stream;
      stream.on('limit', () => fail(tooLarge(options.maxBytes)));
      receiving = receiveFile(stream as Readable & { truncated?: boolean }, options);
      receiving.catch(fail);
    });
    parser.on('filesLimit', () => fail(invalidUpload('Envie um único arquivo, no campo "file".')));
    parser.on('fieldsLimit', () => fail(invalidUpload('O formulário tem campos demais.')));
    parser.on('partsLimit', () => fail(invalidUpload('O formulário tem campos demais.')));
    parser.on('error', () => fail(invalidUpload('O envio está malformado ou foi interrompido.')));
    parser.on('close', () => {
      if (settled) return;
      if (!receiving) {
        return fail(
          invalidUpload('Nenhuma imagem foi enviada.', [{ field: 'file', messages: ['Selecione uma imagem.'] }]),
        );
      }
      if (!purpose) return fail(purposeError());
      const chosen = purpose;
      receiving.then(
        (file) => {
          if (settled) return void rm(file.path, { force: true });
          settled = true;
          resolve({ purpose: chosen, file });
        },
        () => undefined, // reported by receiving.catch(fail)
      );
    });
    request.on('close', () => {
      if (!request.complete) fail(invalidUpload('O envio foi interrompido.'));
    });
    request.pipe(parser);
  });
}

async function receiveFile(
  stream: Readable & { truncated?: boolean },
  options: ReceiveOptions,
): Promise<ReceivedImage> {
  const path = join(options.tempDir ?? tmpdir(), `sampleteca-upload-${randomUUID()}`);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let bytes = 0;
  let contentType: AcceptedImageType | undefined;
  let out: WriteStream | undefined;

  const write = async (target: WriteStream, chunk: Buffer) => {
    if (!target.write(chunk)) await once(target, 'drain');
  };
  /** Decides on the first bytes; only an accepted image gets a file. */
  const start = async (buffered: Buffer): Promise<WriteStream> => {
    const type = await fileTypeFromBuffer(buffered);
    if (!isAcceptedImageType(type?.mime)) throw typeNotAllowed();
    contentType = type.mime;
    const target = createWriteStream(path, { flags: 'wx', mode: 0o600 });
    await write(target, buffered);
    return target;
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      hash.update(chunk);
      if (out) {
        await write(out, chunk);
        continue;
      }
      head.push(chunk);
      if (bytes >= SNIFF_BYTES) out = await start(Buffer.concat(head));
    }
    if (stream.truncated) throw tooLarge(options.maxBytes);
    if (bytes === 0) throw invalidUpload('O arquivo enviado está vazio.');
    out ??= await start(Buffer.concat(head));
    out.end();
    await finished(out);
    return { path, bytes, sha256: hash.digest('hex'), contentType: contentType as AcceptedImageType };
  } catch (error) {
    out?.destroy();
    await rm(path, { force: true });
    throw error;
  }
}

/**
 * Stops reading a refused upload for ourselves but lets the rest of the body arrive (and be
 * dropped), so the client can read the error answer; past a limit the connection is cut.
 */
export function abandonRequest(request: Request): void {
  if (request.complete || request.destroyed) return;
  let drained = 0;
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) request.destroy();
  });
  request.resume();
}
