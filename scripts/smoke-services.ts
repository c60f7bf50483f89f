// What the container smoke test (.ci/container-smoke) runs the image against, as the compose
// stack's services but on this machine: an empty database of its own on the PostgreSQL server
// DATABASE_URL names (made by DATABASE_OWNER_URL's role when set), and a local S3 server (s3rver)
// with no bucket, so that the image's own `scripts/create-bucket.ts` makes it as compose does.
//   node scripts/smoke-services.ts ENV_FILE
// It writes the app's variables to ENV_FILE (one KEY=value a line, for `podman run --env-file`),
// then serves until SIGTERM or SIGINT, when it prints how many objects the bucket holds, drops
// the database and removes the S3 server's folder.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { createOwnDatabase } from "#tests/own-database.ts";

// s3rver ships no type declarations; this is the slice of its API used here.
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
}) => { run(): Promise<{ port: number }>; close(): Promise<void> };

// s3rver checks signatures against its fixed development credentials.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const BUCKET = "akwaaba-media";

const envFile = process.argv[2];
if (!envFile || !process.env.DATABASE_URL) {
  console.error("Usage: DATABASE_URL=... node scripts/smoke-services.ts ENV_FILE");
  process.exit(1);
}

const database = (await createOwnDatabase("container_smoke", { isEmpty: true }))!;
const directory = await mkdtemp(path.join(tmpdir(), "akwaaba-s3-"));
const s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
const { port } = await s3.run();
const endpoint = `http://127.0.0.1:${port}`;

const variables = {
  DATABASE_URL: database.url,
  DATABASE_OWNER_URL: database.ownerUrl,
  MEDIA_S3_BUCKET: BUCKET,
  MEDIA_S3_ENDPOINT: endpoint,
  MEDIA_S3_FORCE_PATH_STYLE: "true",
  MEDIA_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
  MEDIA_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
};
await writeFile(
  envFile,
  Object.entries(variables)
    .map(([key, value]) => `${key}=${value}\n`)
    .join(""),
);
console.log(`PostgreSQL database and S3 server (${endpoint}) ready`);

async function objectCount(): Promise<number | string> {
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return listed.KeyCount ?? 0;
  } catch (error) {
    return `no bucket (${(error as Error).name})`;
  } finally {
    client.destroy();
  }
}

async function stop() {
  console.log(`S3 bucket ${BUCKET}: ${await objectCount()} objects`);
  await s3.close();
  await rm(directory, { recursive: true, force: true });
  await database.drop();
  process.exit(0);
}
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());
