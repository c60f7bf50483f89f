// Serves the floor build (tests/page-weight.ts) as the site serves itself: compressed, with its
// hashed files cached for good, so a browser's figures for the floor compare with the site's.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { precompressedAssets } from "#server/precompressed-assets.ts";
import type { FloorBuild } from "#tests/page-weight.ts";

export interface FloorServer {
  url: string;
  close: () => Promise<void>;
}

export async function serveFloor(floor: FloorBuild): Promise<FloorServer> {
  const app = express();
  app.use(compression());
  app.use("/assets", precompressedAssets(path.join(floor.clientDir, "assets")));
  app.use(
    "/assets",
    express.static(path.join(floor.clientDir, "assets"), { immutable: true, maxAge: "1y" }),
  );
  app.use(express.static(floor.clientDir));
  // Browsers ask for it; the floor has none, and its router would log each miss as an error.
  app.get("/favicon.ico", (_req, res) => void res.status(404).end());
  app.use(createRequestHandler({ build: floor.build, mode: "production" }));
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
