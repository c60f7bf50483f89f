// The one way the site opens an S3-compatible bucket (AWS, R2, B2, MinIO), for media storage
// (app/media/storage.server.ts) and the backups' off-site copies (app/backups/bucket.server.ts).
import { S3Client } from "@aws-sdk/client-s3";

export interface S3Connection {
  /** For S3-compatible services (R2, MinIO, B2); omit for AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO and most local servers need bucket-in-path URLs rather than bucket subdomains. */
  forcePathStyle?: boolean;
}

export function createS3Client(connection: S3Connection): S3Client {
  return new S3Client({
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
  });
}
