// Sends the build's brotli or gzip copy of a hashed asset (scripts/precompress-assets.ts) when
// the client takes it; anything without a copy falls through to express.static and live
// compression. The list of copies is read once: hashed files never change under one name.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { chooseEncoding } from "#server/accept-encoding.ts";

export function precompressedAssets(directory: string): RequestHandler {
  const copies = new Set(
    existsSync(directory) ? readdirSync(directory, { recursive: true }).map(String) : [],
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const encoding = chooseEncoding(req.get("accept-encoding"));
    const name = req.path.replace(/^\/+/, "");
    const extension = encoding === "br" ? "br" : "gz";
    if (!encoding || !copies.has(`${name}.${extension}`)) return next();
    res.vary("Accept-Encoding");
    res.setHeader("Content-Encoding", encoding);
    res.type(path.extname(name));
    res.sendFile(
      `${name}.${extension}`,
      { root: directory, immutable: true, maxAge: "1y", dotfiles: "deny" },
      (error) => {
        if (!error || res.headersSent) return;
        res.removeHeader("Content-Encoding");
        next();
      },
    );
  };
}
