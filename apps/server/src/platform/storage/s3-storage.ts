import type * as S3Sdk from '@aws-sdk/client-s3';
import { decodeKey, encodeKey, type Storage } from './storage';

export type S3StorageOptions = {
  bucket: string;
  /** Any S3-compatible API (MinIO, R2, ...); unset means AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset means the SDK's own credential chain (environment, instance role, ...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Base URL under which the bucket's objects are public, e.g. a CDN in front of it. */
  publicUrl: string;
};

// Keys are never reused, so a cached object never goes stale.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Objects in an S3-compatible bucket. The SDK is loaded only here, when the bucket is configured: it is a
 * large package a server on local files would carry for nothing (decision 006).
 */
export async function createS3Storage(options: S3StorageOptions): Promise<S3Storage> {
  return new S3Storage(options, await import('@aws-sdk/client-s3'));
}

/** Objects in an S3-compatible bucket, read by browsers straight from `publicUrl` (the app never proxies them). */
export class S3Storage implements Storage {
  private readonly client: S3Sdk.S3Client;
  private readonly base: string;

  constructor(
    private readonly options: S3StorageOptions,
    private readonly sdk: typeof S3Sdk,
  ) {
    const { endpoint, region, accessKeyId, secretAccessKey } = options;
    this.client = new sdk.S3Client({
      region,
      endpoint,
      // Self-hosted stores rarely have a DNS name per bucket.
      forcePathStyle: Boolean(endpoint),
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // The SDK's default CRC checksums are not understood by every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.base = options.publicUrl.replace(/\/+$/, '') + '/';
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: CACHE_CONTROL,
      }),
    );
    return this.publicUrl(key);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (error instanceof this.sdk.NoSuchKey) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    return this.base + encodeKey(key);
  }

  keyFromUrl(url: string): string | undefined {
    return url.startsWith(this.base) ? decodeKey(url.slice(this.base.length)) : undefined;
  }
}
