// The off-site copy: each archive uploaded to an S3-compatible bucket (AWS, R2, B2, MinIO) under
// the operator's prefix, and old ones pruned there by the same retention as the folder. The
// credentials come from the environment (BACKUP_S3_*, else MEDIA_S3_*), never from the database,
// so a backup never carries the keys to its own copies.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { archiveTime } from "#app/backups/archive.server.ts";
import { lazyS3Client, type S3Connection } from "#app/media/s3-client.server.ts";

export interface BucketOptions extends S3Connection {
  /** "bucket" or "bucket/prefix/inside". */
  location: string;
}

export interface BucketArchive {
  name: string;
  key: string;
  createdAt: Date;
  bytes: number;
}

export function createArchiveBucket(options: BucketOptions) {
  const [bucket, ...rest] = options.location.split("/");
  const prefix = rest.filter(Boolean).join("/");
  const keyOf = (name: string) => (prefix ? `${prefix}/${name}` : name);
  const s3 = lazyS3Client(options);

  return {
    /** Uploads an archive; answers its s3:// address. */
    async upload(file: string): Promise<string> {
      const name = path.basename(file);
      const { client, sdk } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(name),
          Body: createReadStream(file),
          ContentLength: (await stat(file)).size,
          ContentType: "application/gzip",
        }),
      );
      return `s3://${bucket}/${keyOf(name)}`;
    },

    /** Our archives under the prefix (other objects are never listed, so never deleted). */
    async list(): Promise<BucketArchive[]> {
      const { client, sdk } = await s3();
      const archives: BucketArchive[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix ? `${prefix}/` : undefined,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          const name = path.posix.basename(object.Key ?? "");
          const createdAt = archiveTime(name);
          if (!createdAt || object.Key !== keyOf(name)) continue;
          archives.push({ name, key: object.Key, createdAt, bytes: object.Size ?? 0 });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return archives;
    },

    async remove(archive: BucketArchive): Promise<void> {
      const { client, sdk } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: archive.key }));
    },
  };
}

export type ArchiveBucket = ReturnType<typeof createArchiveBucket>;
