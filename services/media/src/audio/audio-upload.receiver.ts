import { randomUUID } from 'node:crypto';
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
import { abandonRequest, SNIFF_BYTES } from '../images/image-upload.receiver';
import { audioTooLarge, audioTypeNotAllowed, invalidAudioUpload } from './audio-errors';
import { ACCEPTED_AUDIO_TYPES, isAcceptedAudioType, type AcceptedAudioType } from './audio-types';

/** Room for boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export type ReceivedAudio = {
  /** Temporary file holding the upload; the caller removes it. */
  path: string;
  bytes: number;
  contentType: AcceptedAudioType;
  /** Extension the original is stored under (wav, aif, flac, mp3…). */
  extension: string;
};

export type ReceiveAudioOptions = { maxBytes: number; tempDir?: string };

/**
 * Reads a multipart upload (one `file`) as it arrives, like the image receiver: the type is
 * decided on the first bytes and the size counted as they come, so a wrong or oversized file
 * is refused without being read whole; an accepted one streams to a temporary file (memory
 * stays flat whatever its size).
 */
export async function receiveAudioUpload(request: Request, options: ReceiveAudioOptions): Promise<ReceivedAudio> {
  if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) {
    abandonRequest(request);
    throw invalidAudioUpload('Envie a música como multipart/form-data, no campo "file".');
  }
  const declaredLength = Number(request.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > options.maxBytes + MULTIPART_OVERHEAD_BYTES) {
    abandonRequest(request);
    throw audioTooLarge(options.maxBytes);
  }
  let parser: Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      limits: { files: 1, fileSize: options.maxBytes, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 20 },
    });
  } catch {
    abandonRequest(request);
    throw invalidAudioUpload('O envio não é um formulário multipart válido.');
  }

  return new Promise<ReceivedAudio>((resolve, reject) => {
    let settled = false;
    let fileStream: Readable | undefined;
    let receiving: Promise<ReceivedAudio> | undefined;

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
        reject(error instanceof AppException ? error : invalidAudioUpload('O envio foi interrompido.')),
      );
    };

    // Other fields are ignored; the parser may still hand over parts it had buffered when we failed.
    parser.on('file', (name, stream) => {
      if (settled) return void stream.resume();
      if (name !== 'file') {
        stream.resume();
        return fail(invalidAudioUpload('Envie a música no campo "file".'));
      }
      fileStream = stream;
      stream.on('limit', () => fail(audioTooLarge(options.maxBytes)));
      receiving = receiveFile(stream as Readable & { truncated?: boolean }, options);
      receiving.catch(fail);
    });
    parser.on('filesLimit', () => fail(invalidAudioUpload('Envie um único arquivo, no campo "file".')));
    parser.on('fieldsLimit', () => fail(invalidAudioUpload('O formulário tem campos demais.')));
    parser.on('partsLimit', () => fail(invalidAudioUpload('O formulário tem campos demais.')));
    parser.on('error', () => fail(invalidAudioUpload('O envio está malformado ou foi interrompido.')));
    parser.on('close', () => {
      if (settled) return;
      if (!receiving) {
        return fail(
          invalidAudioUpload('Nenhuma música foi enviada.', [
            { field: 'file', messages: ['Selecione um arquivo de áudio.'] },
          ]),
        );
      }
      receiving.then(
        (file) => {
          if (settled) return void rm(file.path, { force: true });
          settled = true;
          resolve(file);
        },
        () => undefined, // reported by receiving.catch(fail)
      );
    });
    request.on('close', () => {
      if (!request.complete) fail(invalidAudioUpload('O envio foi interrompido.'));
    });
    request.pipe(parser);
  });
}

async function receiveFile(
  stream: Readable & { truncated?: boolean },
  options: ReceiveAudioOptions,
): Promise<ReceivedAudio> {
  const path = join(options.tempDir ?? tmpdir(), `sampleteca-audio-upload-${randomUUID()}`);
  const head: Buffer[] = [];
  let bytes = 0;
  let contentType: AcceptedAudioType | undefined;
  let out: WriteStream | undefined;

  const write = async (target: WriteStream, chunk: Buffer) => {
    if (!target.write(chunk)) await once(target, 'drain');
  };
  /** Decides on the first bytes; only an accepted type gets a file. */
  const start = async (buffered: Buffer): Promise<WriteStream> => {
    const type = await fileTypeFromBuffer(buffered);
    if (!isAcceptedAudioType(type?.mime)) throw audioTypeNotAllowed();
    contentType = type.mime;
    const target = createWriteStream(path, { flags: 'wx', mode: 0o600 });
    await write(target, buffered);
    return target;
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (out) {
        await write(out, chunk);
        continue;
      }
      head.push(chunk);
      if (bytes >= SNIFF_BYTES) out = await start(Buffer.concat(head));
    }
    if (stream.truncated) throw audioTooLarge(options.maxBytes);
    if (bytes === 0) throw invalidAudioUpload('O arquivo enviado está vazio.');
    out ??= await start(Buffer.concat(head));
    out.end();
    await finished(out);
    const type = contentType as AcceptedAudioType;
    return { path, bytes, contentType: type, extension: ACCEPTED_AUDIO_TYPES[type] };
  } catch (error) {
    out?.destroy();
    await rm(path, { force: true });
    throw error;
  }
}
