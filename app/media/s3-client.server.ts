// The one way the site opens an S3-compatible bucket (AWS, R2, B2, MinIO), for media storage
// (app/media/storage.server.ts) and the backups' off-site copies (app/backups/bucket.server.ts).
import type * as Sdk from "@aws-sdk/client-s3";

export interface S3Connection {
  /** For S3-compatible services (R2, MinIO, B2); omit for AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO and most local servers need bucket-in-path URLs rather than bucket subdomains. */
  forcePathStyle?: boolean;
}

export interface OpenS3 {
  client: Sdk.S3Client;
  /** The SDK's commands (PutObjectCommand and the rest). */
  sdk: typeof Sdk;
}

/**
 * The bucket's client, made on first use. The SDK loads only then: a process on disk storage with
 * no off-site backups never needs it, and loaded it holds about 5 MB (issue 41's 250 MB a process).
 */
export function lazyS3Client(connection: S3Connection): () => Promise<OpenS3> {
  let opening: Promise<OpenS3> | undefined;
  return () => {
    opening ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: connection.endpoint,
        region: connection.region,
        forcePathStyle: connection.forcePathStyle,
        credentials: {
          accessKeyId: connection.accessKeyId,
          secretAccessKey: connection.secretAccessKey,
        },
        // The SDK's default CRC32 request checksums (and aws-chunked uploads) are not understood
        // by every S3-compatible server; only send them where an operation demands it.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    }));
    return opening;
  };
}
