// Which compression a page answered without rendering goes out in (decision 045, amended
// 2026-12-01), read from the request's Accept-Encoding (RFC 9110 12.5.3): the coding the client
// rates highest among those the server makes, zstd before gzip when it rates them the same.
// Browsers name both (Chromium and Firefox over HTTPS); a client that names neither gets the page
// as it is.

/** The codings a stored page is sent in, the server's preference first. */
export const PAGE_CODINGS = ["zstd", "gzip"] as const;
export type PageCoding = (typeof PAGE_CODINGS)[number];

/** Each coding the header names with its weight (q), "*" included; a bad q counts as 0. */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const item of header.split(",")) {
    const [coding = "", ...params] = item.trim().toLowerCase().split(";");
    if (!coding.trim()) continue;
    const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)).find(Boolean);
    const weight = q ? Number(q[1]) : params.some((param) => /^\s*q=/.test(param)) ? 0 : 1;
    named.set(coding.trim(), Math.min(weight, 1));
  }
  return named;
}

/**
 * Of the codings the server can send, `offered` in its order of preference, the one the client
 * rates highest, the server's order breaking ties; undefined for the body as it is. The page cache
 * and the build's files choose with it too (server/accept-encoding.ts).
 */
export function preferredCoding<Coding extends string>(
  header: string | undefined,
  offered: readonly Coding[],
): Coding | undefined {
  const named = weights(header ?? "");
  let best: Coding | undefined;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = named.get(coding) ?? named.get("*") ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

/** The coding to send a page in, or undefined for the page as it is. */
export function pageCodingFor(header: string | undefined): PageCoding | undefined {
  return preferredCoding(header, PAGE_CODINGS);
}
