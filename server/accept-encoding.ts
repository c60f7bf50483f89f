// Which stored encoding a cached page or a build file goes out in: brotli where the client takes
// it (it is the smaller), else gzip, else the body as it is. Encodings the client refuses with q=0
// are out (app/domain/pages/content-coding.ts reads the header).
import { preferredCoding } from "#app/domain/pages/content-coding.ts";

const STORED_ENCODINGS = ["br", "gzip"] as const;
export type StoredEncoding = (typeof STORED_ENCODINGS)[number];

export function chooseEncoding(header: string | undefined): StoredEncoding | undefined {
  return preferredCoding(header, STORED_ENCODINGS);
}
