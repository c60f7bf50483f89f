// Which stored encoding a cached page goes out in: brotli where the client takes it (it is the
// smaller), else gzip, else the body as it is. Encodings the client refuses with q=0 are out.
export type StoredEncoding = "br" | "gzip";

export function chooseEncoding(header: string | undefined): StoredEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const item of (header ?? "").split(",")) {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    if (name === "") continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: StoredEncoding) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  if (weight("gzip") > 0) return "gzip";
  return undefined;
}
