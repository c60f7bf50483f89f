// `node scripts/create-bucket.ts`: makes the photo bucket MEDIA_S3_BUCKET on the S3-compatible
// server the MEDIA_S3_* variables name, unless it is there already. The app expects its bucket to
// exist; the compose stack runs this once before the app starts (compose.yaml, docs/deploy.md).
// It waits up to a minute for the server to come up.
import {
  BucketAlreadyExists,
  BucketAlreadyOwnedByYou,
  CreateBucketCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { z } from "zod";

const Env = z.object({
  MEDIA_S3_BUCKET: z.string().min(1),
  MEDIA_S3_ENDPOINT: z.url().optional(),
  MEDIA_S3_REGION: z.string().default("us-east-1"),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1),
});

const parsed = Env.safeParse(process.env);
if (!parsed.success) {
  const issue = parsed.error.issues[0]!;
  console.error(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
  process.exit(1);
}
const env = parsed.data;
const s3 = new S3Client({
  endpoint: env.MEDIA_S3_ENDPOINT,
  region: env.MEDIA_S3_REGION,
  forcePathStyle: true,
  credentials: {
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
  },
});

const deadline = Date.now() + 60_000;
for (;;) {
  try {
    await s3.send(new CreateBucketCommand({ Bucket: env.MEDIA_S3_BUCKET }));
    console.log(`Created the bucket ${env.MEDIA_S3_BUCKET}`);
    break;
  } catch (error) {
    if (error instanceof BucketAlreadyOwnedByYou || error instanceof BucketAlreadyExists) {
      console.log(`The bucket ${env.MEDIA_S3_BUCKET} is there already`);
      break;
    }
    // The server may still be starting: a refused connection, or a 5xx while it warms up.
    if (Date.now() > deadline) {
      console.error(`Could not create the bucket: ${(error as Error).message}`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}
