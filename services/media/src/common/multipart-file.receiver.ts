import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import busboy, { type Busboy } from 'busboy';
import type { Request } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { Logger } from '@nestjs/common';
import { AppException, unsafeInput, unsafeTextMessage } from '@sampleteca/http';

const logger = new Logger('MultipartFileReceiver');

/** Enough of the start of a file for file-type to recognise every accepted format. */
const SNIFF_BYTES = 4100;
/** Room for boundaries, part headers and the text fields around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/**
 * After refusing an upload we keep reading (and discarding) up to this much of its body, so
 * the client finishes sending and reads the answer; a client that sends more is cut off.
 */
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

export type ReceivedFile<Type extends string> = {
  bytes: number;
  contentType: Type;
  /** The name the browser sent with the file (a hint only: never a path, never trusted as a type). */
  fileName?: string;
  /** Removes what the target kept (a caller whose next step failed). */
  discard: () => Promise<void>;
};

export type ReceiveFileOptions = { maxBytes: number };

/**
 * What a file's first bytes allow of the rest: at most `maxBytes` in all, and no later chunk
 * that `passesLimit` (a stream that tells how far it has got), else `refusal`.
 */
export type HeadLimit = {
  maxBytes?: number;
  passesLimit?: (chunk: Buffer) => boolean;
  refusal: () => AppException;
};

/** What the request says of the file before it arrives. */
export type UploadSize = {
  /** The request's Content-Length: the file, inside it, is no longer (undefined when chunked). */
  fileBytesAtMost?: number;
};

/** Where an accepted file's bytes go, opened once its type is known. */
export type FileTarget = {
  writable: Writable;
  /** Settles once every byte written is kept (the file closed, the object stored). */
  kept: Promise<void>;
  /** Removes what was kept, or stops keeping it (an upload refused half way). */
  discard: () => Promise<void>;
};

/** A temporary file at `path` (images: decoded whole after the upload); the caller removes it. */
export function temporaryFileTarget(path: string): FileTarget {
  const writable = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  const kept = finished(writable);
  kept.catch(() => undefined); // awaited by the receiver; a discarded file's rejection is expected
  return {
    writable,
    kept,
    discard: async () => {
      writable.destroy();
      await rm(path, { force: true });
    },
  };
}

/**
 * Each feature's refusals, so its own codes and Portuguese reasons reach the client. `invalid`
 * is given the reasons every feature words alike (too many fields, interrupted, empty file…);
 * the others are worded for the medium ("Envie a música…", "Nenhuma imagem…").
 */
export type MultipartFileErrors = {
  invalid: (reason: string) => AppException;
  notMultipart: () => AppException;
  wrongFileField: () => AppException;
  missingFile: () => AppException;
  tooLarge: (maxBytes: number) => AppException;
  typeNotAllowed: () => AppException;
  /** Our side could not keep the file (disk, storage): a 500 in the medium's words. */
  notKept: () => AppException;
};

export type RequiredTextField<Value extends string> = {
  /** Never asked about a value cut at the field size limit: that one is refused outright. */
  accepts: (value: string) => value is Value;
  /** The refusal for a missing or unaccepted value. */
  refusal: () => AppException;
};

export type ReceiveMultipartFileOptions<
  Type extends string,
  Fields extends Record<string, string>,
> = ReceiveFileOptions & {
  /** Decides on the type file-type reads in the first bytes, never on the declared one. */
  isAcceptedType: (mime: string | undefined) => mime is Type;
  /** Where an accepted file goes (a temporary file, or storage as it arrives). */
  openTarget: (type: Type) => FileTarget;
  requiredFields?: { [Name in keyof Fields]: RequiredTextField<Fields[Name]> };
  errors: MultipartFileErrors;
  /** Sees every chunk of the file as it arrives (to hash it without reading the file again). */
  onChunk?: (chunk: Buffer) => void;
  /**
   * Reads what the first bytes declare (a sound's length) once the type is accepted, before the
   * rest is read: throws to refuse the file at once, or bounds the bytes the rest may take.
   */
  inspectHead?: (head: Buffer, type: Type, size: UploadSize) => Promise<HeadLimit | undefined>;
};

/**
 * Reads a multipart upload (one `file` plus the required text fields, in any order) as it
 * arrives: the type is decided on the first bytes and the size counted as they come, so a
 * wrong or oversized file is refused without being read whole; an accepted one streams to its
 * target (memory stays flat whatever its size), which is discarded if the upload is refused.
 */
export async function receiveMultipartFile<
  Type extends string,
  Fields extends Record<string, string> = Record<never, never>,
>(
  request: Request,
  options: ReceiveMultipartFileOptions<Type, Fields>,
): Promise<{ file: ReceivedFile<Type>; fields: Fields }> {
  const { errors } = options;
  const requiredFields: Record<string, RequiredTextField<string>> = options.requiredFields ?? {};
  if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) {
    abandonRequest(request);
    throw errors.notMultipart();
  }
  const declaredLength = Number(request.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > options.maxBytes + MULTIPART_OVERHEAD_BYTES) {
    abandonRequest(request);
    throw errors.tooLarge(options.maxBytes);
  }
  let parser: Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      limits: { files: 1, fileSize: options.maxBytes, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 20 },
    });
  } catch {
    abandonRequest(request);
    throw errors.invalid('O envio não é um formulário multipart válido.');
  }

  return new Promise((resolve, reject) => {
    let settled = false;
    const fields: Record<string, string> = {};
    let fileStream: Readable | undefined;
    let receiving: Promise<ReceivedFile<Type>> | undefined;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      request.unpipe(parser);
      fileStream?.destroy();
      abandonRequest(request);
      const discard = receiving?.then(
        (file) => file.discard(),
        () => undefined,
      );
      void Promise.resolve(discard).finally(() =>
        reject(error instanceof AppException ? error : errors.invalid('O envio foi interrompido.')),
      );
    };

    // Other fields are ignored; the parser may still hand over parts it had buffered when we failed.
    parser.on('field', (name, value, info) => {
      if (settled || !Object.hasOwn(requiredFields, name)) return;
      // The global input guard never sees a streamed form: its text fields get the same rule here.
      const unsafe = unsafeTextMessage(value);
      if (unsafe) return fail(unsafeInput(unsafe));
      const field = requiredFields[name];
      if (info.valueTruncated || !field.accepts(value)) return fail(field.refusal());
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (settled) return void stream.resume();
      if (name !== 'file') {
        stream.resume();
        return fail(errors.wrongFileField());
      }
      fileStream = stream;
      stream.on('limit', () => fail(errors.tooLarge(options.maxBytes)));
      const size = { fileBytesAtMost: Number.isFinite(declaredLength) ? declaredLength : undefined };
      receiving = receiveFile(stream as Readable & { truncated?: boolean }, options, size).then((file) => ({
        ...file,
        ...(info.filename && { fileName: info.filename.slice(0, 255) }),
      }));
      receiving.catch(fail);
    });
    parser.on('filesLimit', () => fail(errors.invalid('Envie um único arquivo, no campo "file".')));
    parser.on('fieldsLimit', () => fail(errors.invalid('O formulário tem campos demais.')));
    parser.on('partsLimit', () => fail(errors.invalid('O formulário tem campos demais.')));
    parser.on('error', () => fail(errors.invalid('O envio está malformado ou foi interrompido.')));
    parser.on('close', () => {
      if (settled) return;
      if (!receiving) return fail(errors.missingFile());
      const missing = Object.keys(requiredFields).find((name) => !Object.hasOwn(fields, name));
      if (missing !== undefined) return fail(requiredFields[missing].refusal());
      receiving.then(
        (file) => {
          if (settled) return void file.discard();
          settled = true;
          resolve({ file, fields: fields as Fields });
        },
        () => undefined, // reported by receiving.catch(fail)
      );
    });
    request.on('close', () => {
      if (!request.complete) fail(errors.invalid('O envio foi interrompido.'));
    });
    request.pipe(parser);
  });
}

async function receiveFile<Type extends string, Fields extends Record<string, string>>(
  stream: Readable & { truncated?: boolean },
  options: ReceiveMultipartFileOptions<Type, Fields>,
  size: UploadSize,
): Promise<ReceivedFile<Type>> {
  const { errors } = options;
  const head: Buffer[] = [];
  let bytes = 0;
  let contentType: Type | undefined;
  let target: FileTarget | undefined;
  let headLimit: HeadLimit | undefined;
  // A target that fails stops reading: its failure, not a 'drain' that never comes, ends a wait.
  const targetFailed = new AbortController();

  const write = async (into: FileTarget, chunk: Buffer) => {
    if (!into.writable.write(chunk)) await once(into.writable, 'drain', { signal: targetFailed.signal });
  };
  const kept = (into: FileTarget) =>
    into.kept.catch((cause: unknown) => {
      logger.error({ err: cause }, 'falha ao guardar o arquivo enviado');
      throw errors.notKept();
    });
  /** Decides on the first bytes; only an accepted type gets a target. */
  const start = async (buffered: Buffer): Promise<FileTarget> => {
    const type = await fileTypeFromBuffer(buffered);
    if (!options.isAcceptedType(type?.mime)) throw errors.typeNotAllowed();
    contentType = type.mime;
    headLimit = await options.inspectHead?.(buffered, type.mime, size);
    if (headLimit && bytes > (headLimit.maxBytes ?? Infinity)) throw headLimit.refusal();
    const opened = options.openTarget(type.mime);
    opened.kept.catch(() => targetFailed.abort());
    await write(opened, buffered);
    return opened;
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      options.onChunk?.(chunk);
      if (target) {
        if (headLimit && (bytes > (headLimit.maxBytes ?? Infinity) || headLimit.passesLimit?.(chunk)))
          throw headLimit.refusal();
        await write(target, chunk);
        continue;
      }
      head.push(chunk);
      if (bytes >= SNIFF_BYTES) target = await start(Buffer.concat(head));
    }
    if (stream.truncated) throw errors.tooLarge(options.maxBytes);
    if (bytes === 0) throw errors.invalid('O arquivo enviado está vazio.');
    target ??= await start(Buffer.concat(head));
    target.writable.end();
    await kept(target);
    return { bytes, contentType: contentType as Type, discard: (target as FileTarget).discard };
  } catch (error) {
    // Whether the target itself failed (a 500), not because it is being discarded (a refusal).
    const targetAtFault = targetFailed.signal.aborted;
    await target?.discard();
    if (target && targetAtFault) await kept(target);
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
