// `npm start`: serves the production build. Opening the database applies migrations and the
// idempotent seed. Outside production it builds first when there is no build, so a fresh clone's
// `npm install && npm start` works; production never builds (its install has no build tools, and
// a deploy builds before it ships), so a missing build there is one line and exit 1.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { enableCompileCache } from "node:module";

if (!existsSync("build/server/index.js")) {
  if (process.env.NODE_ENV === "production") {
    console.error(
      "No build found in build/: run `npm run build` before starting (production never builds).",
    );
    process.exit(1);
  }
  console.log("No build found: building the site first (about a minute)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Production runs with memory settings for a small server (docs/decisions/046), each kept when an
// operator set it: glibc's malloc reads its variables and V8 its flags when a process starts, so
// this process becomes the server anew, with the same process id (the one systemd and the
// container watch, and signal).
//
// glibc's malloc, held to two arenas: by default each thread that allocates (the thread pool
// compressing pages, sharp cutting photos, V8's helpers) may get an arena of its own, and memory
// freed there stays resident. And with a fixed mmap threshold: a block of 32 KB or more (a page's
// body and its bytes, its compressed copies, a compressor's tables) gets pages of its own, given
// back to the system when it is freed. By default glibc raises that threshold each time such a
// block is freed (up to 32 MB), so after a few pages later blocks come from the arenas, and what
// is freed there mostly stays: 200-250 MB more resident after the bench mix than after the start.
// At 128 KB a process on PostgreSQL still peaked at 253-268 MB under the mix; at 32 KB, 238-248 MB
// (budget 250), for about 3% fewer requests in the mix and 20% fewer on the pages compressed per
// request, whose zlib tables are mapped afresh for each gzip (decision 046).
const PRODUCTION_MALLOC = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "32768" };
// V8's WebAssembly code is left to its baseline compiler (Liftoff): the only WebAssembly the
// server runs is PGlite's PostgreSQL, whose hot functions V8 otherwise recompiles with its
// optimising compiler in the background once the database is busy. One of them (105 KB of code)
// takes that compiler 600 MB for several seconds of a core: it was the start's whole peak.
// And the young generation's semi-spaces are held to 8 MB: V8 sizes them from the machine's
// memory (32 MB here, on 24 GB), and a young generation three times that sat mostly empty.
// The old generation is held to 256 MB, over three times what a process uses (60-75 MB; the
// content of 8,000 listed hotels adds about 20 MB): V8 otherwise sizes its limit, and how far the
// heap grows before it collects, from the machine's memory, so on this 24 GB machine a process on
// PostgreSQL grew from 200 MB to 370-410 MB under the bench mix, and stayed under 250 MB with it.
const PRODUCTION_V8_FLAGS = [
  "--liftoff-only",
  "--max-semi-space-size=8",
  "--max-old-space-size=256",
];

// A flag the operator gave, on the command line or in NODE_OPTIONS (which the command line
// would override), is theirs to keep. V8 reads - and _ in a flag's name alike.
const flagName = (flag: string) => flag.split("=")[0]!.replaceAll("_", "-");
const givenFlags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
const missingFlags = PRODUCTION_V8_FLAGS.filter(
  (flag) => !givenFlags.some((given) => flagName(given) === flagName(flag)),
);
const missingMalloc = Object.entries(PRODUCTION_MALLOC).filter(
  ([name]) => process.env[name] === undefined,
);
if (
  process.env.NODE_ENV === "production" &&
  process.platform === "linux" &&
  (missingFlags.length > 0 || missingMalloc.length > 0)
) {
  process.execve!(
    process.execPath,
    [process.execPath, ...missingFlags, ...process.execArgv, ...process.argv.slice(1)],
    { ...process.env, ...Object.fromEntries(missingMalloc) },
  );
}

// Node keeps the compiled code of the server, its build and its packages on disk (in
// NODE_COMPILE_CACHE, or the system's temporary folder), so a restart compiles none of it again:
// about 0.3 s less CPU per start. Where nothing can be written, Node compiles as before.
enableCompileCache();
await import("#server/index.ts");
