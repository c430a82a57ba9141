import { resolve } from 'node:path';
import type { Provider } from '@nestjs/common';
import { CONFIG, ConfigError, loadSharedUrlSecret, urlSecretProvider, type Config } from '@sampleteca/config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import { STORAGE, type Storage } from './storage';
import { UrlSigner } from './url-signer';

/** The driver MEDIA_STORAGE_DRIVER names, with its settings checked at start. */
export async function createStorage(config: Config): Promise<Storage> {
  const ttlSeconds = config.MEDIA_SIGNED_URL_TTL_SECONDS;
  if (config.MEDIA_STORAGE_DRIVER === 's3') {
    if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
      throw new ConfigError(['S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY: defina as duas ou nenhuma']);
    }
    return new S3Storage({
      endpoint: config.S3_ENDPOINT,
      publicEndpoint: config.S3_PUBLIC_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      ttlSeconds,
    });
  }
  const secret = await loadSharedUrlSecret(config);
  return new LocalStorage(resolve(config.MEDIA_LOCAL_DIR), new UrlSigner(secret), ttlSeconds);
}

/**
 * The storage, and the secret download grants are verified with (URL_SECRET): needed with
 * either driver, since the catalogue signs grants with it.
 */
export const storageProviders: Provider[] = [
  { provide: STORAGE, inject: [CONFIG], useFactory: createStorage },
  urlSecretProvider,
];
