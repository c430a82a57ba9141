import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertValidRange, assertValidStorageKey, signingWindow } from './storage';
import type { GetOptions, ObjectStat, PutOptions, Storage, StoredObject } from './storage';

/** S3's smallest part but the last; two in flight keep an upload's memory near 16 MiB. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export type S3Settings = {
  /** S3 API the service talks to; empty = AWS for the region. */
  endpoint: string;
  /** Endpoint put in presigned URLs, when browsers reach the storage at another address. */
  publicEndpoint: string;
  region: string;
  bucket: string;
  /** Empty = the SDK's default credential chain (environment, web identity, instance role). */
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  ttlSeconds: number;
};

/** Objects in an S3 bucket (MinIO in compose and k8s); browsers fetch them through presigned GETs. */
export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  /** Signs with the public endpoint: the host is part of the signature. */
  private readonly presigner: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client(clientConfig(settings, settings.endpoint));
    this.presigner =
      settings.publicEndpoint && settings.publicEndpoint !== settings.endpoint
        ? new S3Client(clientConfig(settings, settings.publicEndpoint))
        : this.client;
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    assertValidStorageKey(key);
    const contentLength = Buffer.isBuffer(body) ? body.length : options.contentLength;
    if (contentLength === undefined) return this.putInParts(key, body as Readable, options.contentType);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        ContentLength: contentLength,
      }),
    );
  }

  /**
   * A stream of unknown length (an upload as it arrives) goes up in parts of PART_BYTES, at most
   * PARTS_IN_FLIGHT at a time: memory stays near their sum whatever the size. A stream that fails
   * or is destroyed aborts the upload, so no object and no orphaned parts are left.
   */
  private async putInParts(key: string, body: Readable, contentType: string): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async get(key: string, options: GetOptions = {}): Promise<StoredObject | undefined> {
    assertValidStorageKey(key);
    const { range } = options;
    assertValidRange(range);
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3Storage.get: corpo inesperado (esperava um stream)');
      return {
        body: object.Body,
        contentType: object.ContentType ?? 'application/octet-stream',
        // A ranged answer's length is the range's; "bytes 0-99/1234" says the whole size.
        size: range ? totalOf(object.ContentRange) : object.ContentLength,
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectStat | undefined> {
    assertValidStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async signedUrl(key: string): Promise<string> {
    assertValidStorageKey(key);
    const { signedAt } = signingWindow(this.settings.ttlSeconds);
    return getSignedUrl(this.presigner, new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }), {
      expiresIn: this.settings.ttlSeconds,
      signingDate: new Date(signedAt * 1000),
    });
  }

  onApplicationShutdown(): void {
    this.client.destroy();
    if (this.presigner !== this.client) this.presigner.destroy();
  }
}

function clientConfig(settings: S3Settings, endpoint: string): S3ClientConfig {
  return {
    region: settings.region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // S3-compatible servers (older MinIO, Ceph, R2…) do not all take the SDK's newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  };
}

function totalOf(contentRange: string | undefined): number | undefined {
  const total = /\/(\d+)$/.exec(contentRange ?? '')?.[1];
  return total === undefined ? undefined : Number(total);
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}
