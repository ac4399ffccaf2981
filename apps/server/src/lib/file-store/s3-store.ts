import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, contentTypeOf, type FileStore } from './file-store';

export interface S3Settings {
  bucket: string;
  region: string;
  /** R2, MinIO and other S3-compatible services; empty for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold several shops (`atlas/`). */
  prefix: string;
}

const statusOf = (err: unknown) =>
  err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;

/** Files in an S3-compatible bucket: every machine of the shop reads and writes the same ones. */
export function s3Store(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => settings.prefix + checkKey(key);

  async function getObject(key: string, ifNoneMatch?: string) {
    try {
      return await client.send(
        new GetObjectCommand({
          Bucket,
          Key: objectKey(key),
          ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}),
        }),
      );
    } catch (err) {
      const status = statusOf(err);
      if (status === 404) return null;
      if (status === 304) return 'not-modified' as const;
      throw err;
    }
  }

  return {
    kind: 's3',
    where: `s3://${Bucket}/${settings.prefix}`,
    async put(key, body) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: body, ContentType: contentTypeOf(key) }),
      );
    },
    async get(key) {
      const object = await getObject(key);
      if (!object || object === 'not-modified' || !object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async open(key, ifNoneMatch) {
      const object = await getObject(key, ifNoneMatch);
      if (object === null || object === 'not-modified') return object;
      if (!object.Body) return null;
      return { body: object.Body as Readable, size: object.ContentLength ?? 0, etag: object.ETag ?? '' };
    },
    async delete(keys) {
      // one request deletes at most 1,000 keys
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000);
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true },
          }),
        );
      }
    },
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix + prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key) keys.push(object.Key.slice(settings.prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
  };
}
