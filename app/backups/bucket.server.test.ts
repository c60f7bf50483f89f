// The off-site copy against a real S3 server (s3rver, in process): archives uploaded under the
// prefix, listed back by their times, pruned, and other objects in the bucket never touched.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { archiveName } from "#app/backups/archive.server.ts";
import { createArchiveBucket } from "#app/backups/bucket.server.ts";

// s3rver ships no type declarations; this is the slice of its API the test uses.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
let server: S3rverInstance;
let endpoint = "";
let directory = "";

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "akwaaba-backup-bucket-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: join(directory, "s3"),
    configureBuckets: [{ name: "offsite" }],
  });
  endpoint = `http://127.0.0.1:${(await server.run()).port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

it("uploads archives under the prefix, lists them by time, and prunes only archives", async () => {
  const bucket = createArchiveBucket({
    location: "offsite/akwaaba/nightly",
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    ...credentials,
  });
  const times = [new Date("2026-11-24T02:00:00.000Z"), new Date("2026-11-25T02:00:00.000Z")];
  for (const time of times) {
    const file = join(directory, archiveName(time));
    await writeFile(file, `archive of ${time.toISOString()}`);
    expect(await bucket.upload(file)).toBe(`s3://offsite/akwaaba/nightly/${archiveName(time)}`);
  }
  // Someone else's object beside ours, and one of ours elsewhere in the bucket.
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  await client.send(
    new PutObjectCommand({ Bucket: "offsite", Key: "akwaaba/nightly/notes.txt", Body: "mine" }),
  );
  await client.send(
    new PutObjectCommand({
      Bucket: "offsite",
      Key: `elsewhere/${archiveName(times[0]!)}`,
      Body: "x",
    }),
  );

  const listed = await bucket.list();
  expect(listed.map((archive) => archive.createdAt.toISOString()).sort()).toEqual(
    times.map((time) => time.toISOString()),
  );
  expect(listed.every((archive) => archive.bytes > 0)).toBe(true);

  await bucket.remove(
    listed.find((archive) => archive.createdAt.getTime() === times[0]!.getTime())!,
  );
  expect((await bucket.list()).map((archive) => archive.name)).toEqual([archiveName(times[1]!)]);
});
