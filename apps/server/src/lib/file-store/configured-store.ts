import type { Env } from '../../env';
import { diskStore } from './disk-store';
import type { FileStore } from './file-store';
import { s3Store } from './s3-store';

/** The shop's file store as configured: the bucket when S3_BUCKET is set, else DATA_DIR on this machine's disk. */
export function configuredFileStore(env: Env): FileStore {
  if (!env.S3_BUCKET) return diskStore(env.DATA_DIR);
  return s3Store({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  });
}
