import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ObjectStoreConfig } from '../../config.ts';
import type { FileStore } from './file-store.ts';

/** The same rule as the local store: one plain name per segment, so a key never reaches outside its folder. */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function checkSegment(segment: string): string {
  if (!SAFE_SEGMENT.test(segment) || segment.includes('..')) throw new Error('Unsafe file path');
  return segment;
}

export interface S3FileStoreOptions extends ObjectStoreConfig {
  /** Keys asked for per listing page (S3's own limit is 1000); smaller only to exercise paging. */
  listPageSize?: number;
}

/**
 * Files in an S3-compatible bucket, under `<prefix><folder>/<fileName>`. Objects stay private: the app reads them
 * with its own credentials (the AWS SDK's chain) and serves them itself after its access check, so no object is
 * ever given a public or presigned address. Every write asks the store to encrypt the object at rest.
 */
export class S3FileStore implements FileStore {
  /** The SDK client, open to middleware (tests watch the requests it sends). */
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly listPageSize: number;

  constructor(options: S3FileStoreOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix;
    this.listPageSize = options.listPageSize ?? 1000;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // A store that stops answering fails the request instead of holding an upload or a download open forever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  private folderKey(folder: string): string {
    return `${this.prefix}${checkSegment(folder)}/`;
  }

  private keyOf(folder: string, fileName: string): string {
    return `${this.folderKey(folder)}${checkSegment(fileName)}`;
  }

  async put(folder: string, fileName: string, bytes: Buffer): Promise<void> {
    // A single PutObject is atomic: a reader sees the old object, the new one or none, never half of one.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.keyOf(folder, fileName),
        Body: bytes,
        ContentLength: bytes.length,
        ServerSideEncryption: 'AES256',
      }),
    );
  }

  async get(folder: string, fileName: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(folder, fileName) }),
      );
      if (!object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      // Only a missing key is "no such file"; a missing bucket or refused credentials are real failures.
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(folder: string, fileName: string): Promise<void> {
    // Deleting a key that is not there succeeds, like the local store's forced remove.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(folder, fileName) }),
    );
  }

  /** Every file name in a folder (for backups and restores). */
  async list(folder: string): Promise<string[]> {
    const folderKey = this.folderKey(folder);
    const names: string[] = [];
    const pages = paginateListObjectsV2(
      { client: this.client, pageSize: this.listPageSize },
      { Bucket: this.bucket, Prefix: folderKey },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(folderKey.length);
        // Folders are flat: a deeper key was not written by this store.
        if (name && !name.includes('/')) names.push(name);
      }
    }
    return names;
  }
}
