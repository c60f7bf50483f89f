import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type MediaStorage,
  assertValidKey,
  contentTypeForKey,
  createDiskStorage,
  createS3Storage,
} from "#app/media/storage.server.ts";

// s3rver ships no type declarations; this is the slice of its API the tests use.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverConstructor;

// s3rver checks signatures against its fixed development credentials.
const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const AVIF_BYTES = Buffer.from("....ftypavif", "latin1");

const BAD_KEYS = [
  "",
  "../etc/passwd",
  "photos/../../secret.jpg",
  "a..b.jpg",
  "/absolute.jpg",
  "Upper.jpg",
  "space here.jpg",
  ".hidden.jpg",
  "photos/.hidden.jpg",
  "photos//double.jpg",
  "photos/",
  "back\\slash.jpg",
  "café.jpg",
];

async function temporaryDirectory(name: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `akwaaba-${name}-`));
}

/** The same behaviour, whichever driver sits behind the interface. */
function describeContract(name: string, storage: () => MediaStorage): void {
  describe(`${name}: the MediaStorage contract`, () => {
    it("puts, gets, checks and deletes an object", async () => {
      const key = "photos/abc123def4567890-640.jpg";
      await storage().put(key, JPEG_BYTES, "image/jpeg");

      expect(await storage().has(key)).toBe(true);
      expect(await storage().get(key)).toEqual({ bytes: JPEG_BYTES, contentType: "image/jpeg" });

      await storage().delete(key);
      expect(await storage().has(key)).toBe(false);
      expect(await storage().get(key)).toBeNull();
    });

    it("keeps each object's content type", async () => {
      await storage().put("0f-320.avif", AVIF_BYTES, "image/avif");
      expect((await storage().get("0f-320.avif"))?.contentType).toBe("image/avif");
    });

    it("overwrites an object under the same key", async () => {
      await storage().put("same.jpg", Buffer.from([0xff, 0xd8, 0xff, 1]), "image/jpeg");
      await storage().put("same.jpg", Buffer.from([0xff, 0xd8, 0xff, 2]), "image/jpeg");
      expect((await storage().get("same.jpg"))?.bytes).toEqual(Buffer.from([0xff, 0xd8, 0xff, 2]));
    });

    it("answers null and false for a missing key, and deletes it without complaint", async () => {
      expect(await storage().get("missing/nothing-here.jpg")).toBeNull();
      expect(await storage().has("missing/nothing-here.jpg")).toBe(false);
      await expect(storage().delete("missing/nothing-here.jpg")).resolves.toBeUndefined();
    });

    it.each(BAD_KEYS)("refuses the key %j in every operation", async (key) => {
      await expect(storage().put(key, JPEG_BYTES, "image/jpeg")).rejects.toThrow(/Invalid/);
      await expect(storage().get(key)).rejects.toThrow(/Invalid/);
      await expect(storage().has(key)).rejects.toThrow(/Invalid/);
      await expect(storage().delete(key)).rejects.toThrow(/Invalid/);
    });
  });
}

describe("keys", () => {
  it("accepts the pipeline's keys", () => {
    for (const key of ["a", "0f3a-1920.avif", "hotels/labadi/0f3a-320.webp", "x_y-z.jpg"]) {
      expect(() => assertValidKey(key)).not.toThrow();
    }
  });

  it("maps extensions to content types", () => {
    expect(contentTypeForKey("a/b-320.avif")).toBe("image/avif");
    expect(contentTypeForKey("b-320.webp")).toBe("image/webp");
    expect(contentTypeForKey("b-320.jpg")).toBe("image/jpeg");
    expect(contentTypeForKey("b.png")).toBe("image/png");
    expect(contentTypeForKey("v1.2/readme")).toBe("application/octet-stream");
  });
});

describe("disk storage", () => {
  let root = "";
  beforeAll(async () => {
    root = await temporaryDirectory("disk");
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  describeContract("disk", () => createDiskStorage(root));

  it("stores files under the root and leaves no temporary files behind", async () => {
    const storage = createDiskStorage(root);
    await storage.put("nested/deeper/0a-320.webp", Buffer.from("RIFF"), "image/webp");
    expect(await readdir(join(root, "nested", "deeper"))).toEqual(["0a-320.webp"]);
  });

  it("refuses a content type the key's extension would not give back", async () => {
    const storage = createDiskStorage(root);
    await expect(storage.put("photo.jpg", AVIF_BYTES, "image/avif")).rejects.toThrow(/image\/jpeg/);
    expect(await storage.has("photo.jpg")).toBe(false);
  });

  it("treats a directory as a missing object", async () => {
    const storage = createDiskStorage(root);
    await storage.put("folder/inside.png", Buffer.from([0x89]), "image/png");
    expect(await storage.get("folder")).toBeNull();
    expect(await storage.has("folder")).toBe(false);
  });
});

describe("S3 storage against a local s3rver", () => {
  const bucket = "akwaaba-media";
  let directory = "";
  let server: S3rverInstance | undefined;
  let endpoint = "";

  beforeAll(async () => {
    directory = await temporaryDirectory("s3rver");
    server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const s3 = (prefix?: string) =>
    createS3Storage({
      endpoint,
      region: "us-east-1",
      bucket,
      forcePathStyle: true,
      prefix,
      ...S3RVER_CREDENTIALS,
    });

  describeContract("s3", () => s3());

  it("keeps any content type, since S3 stores it with the object", async () => {
    const storage = s3();
    await storage.put("notes/readme", Buffer.from("hello"), "text/plain; charset=utf-8");
    expect(await storage.get("notes/readme")).toEqual({
      bytes: Buffer.from("hello"),
      contentType: "text/plain; charset=utf-8",
    });
  });

  it("keeps objects under the prefix apart from the bucket root", async () => {
    const prefixed = s3("/media/");
    await prefixed.put("0b-640.jpg", JPEG_BYTES, "image/jpeg");
    expect(await prefixed.has("0b-640.jpg")).toBe(true);
    expect(await s3().has("0b-640.jpg")).toBe(false);
    expect(await s3().has("media/0b-640.jpg")).toBe(true);
  });

  it("sends an immutable Cache-Control header with every object", async () => {
    await s3().put("cached-960.webp", Buffer.from("RIFF"), "image/webp");
    const response = await fetch(`${endpoint}/${bucket}/cached-960.webp`, { method: "HEAD" });
    // A plain unsigned HEAD, as a browser or CDN would send: s3rver serves objects publicly.
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("reports a server that cannot be reached as an error, not as a missing key", async () => {
    const unreachable = createS3Storage({
      endpoint: "http://127.0.0.1:9",
      region: "us-east-1",
      bucket,
      forcePathStyle: true,
      ...S3RVER_CREDENTIALS,
    });
    await expect(unreachable.has("anything.jpg")).rejects.toThrow();
  });
});
