// Site search engines side by side (issue 43): today's engine (app/domain/search/site-search.ts),
// MiniSearch, Orama and, when DATABASE_URL is set, PostgreSQL's full-text search, on the same two
// corpora: the seeded site (a fresh PGlite database, seeded, its content snapshot's documents) and
// the synthetic 10,000 hotels of bench-search.ts. Prints, per engine and corpus, the index build
// time, the index's heap after gc (the relations' size for PostgreSQL), query latency p50/p99 for
// plain, typo'd, prefix and French queries, and, on the seeded site, the answers the tests pin.
// Each library gets today's folding (accents, case, French elisions) and field weights; ranking
// and typo rules are the library's own, set as near to today's as its options allow.
//   npm run bench:search-engines   (node --expose-gc scripts/bench-search-engines.ts)
// The libraries are dev dependencies, so the figures can be run again as they release; the site
// imports neither. BENCH_HOTELS=10000 BENCH_ROUNDS=50 by default.
// DATABASE_URL=postgresql://owner@host:5432/db adds PostgreSQL: it creates a scratch database
// search_bench_<pid> beside that one (the role needs CREATEDB) and drops it at the end.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import {
  buildSearchIndex,
  foldSearchText,
  normalizeSearchQuery,
  searchSite,
  type SearchDocument,
} from "#app/domain/search/site-search.ts";
import type { searchDocuments as SearchDocumentsOf } from "#app/models/site-search.server.ts";
import { syntheticSearchDocuments } from "#scripts/search-bench-corpus.ts";
import { renderTable, type Column } from "#scripts/text-table.ts";

const TOTAL_HOTELS = Number(process.env.BENCH_HOTELS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const TOP = 100;
const OTHER_LANGUAGE_FACTOR = 0.6;

const QUERY_SETS: Record<string, string[]> = {
  plain: [
    "accra",
    "kempinski",
    "cape coast",
    "pool",
    "free wifi",
    "guest house tamale",
    "luxury spa",
    "golden tulip kumasi city",
    "visa",
    "elmina castle",
  ],
  typo: [
    "kempinsky",
    "cape cost",
    "kumasy",
    "movenpik",
    "labadi beech",
    "accomodation",
    "elmina castel",
    "tamalle",
  ],
  prefix: ["kemp", "lab", "golden tu", "acc", "mov", "cape co", "kum"],
  french: [
    "hôtel pas cher Accra",
    "visa a l'arrivee",
    "Lomé",
    "lome",
    "frontiere",
    "fièvre jaune",
    "se deplacer",
    "francs CFA",
  ],
};

/** A hit as the checks need it: the page's address and kind. */
interface Hit {
  url: string;
  kind: string;
}

interface Answer {
  /** Best first, at most TOP. */
  hits: Hit[];
  total: number;
}

interface Engine {
  answer(query: string, lang: string): Answer | Promise<Answer>;
  /** The index's size when it is not on the heap (PostgreSQL's relations). */
  storedBytes?: () => Promise<number>;
  close?: () => Promise<void>;
}

interface EngineMaker {
  name: string;
  build(documents: readonly SearchDocument[]): Promise<Engine>;
}

// ---------------------------------------------------------------------------------------------
// The engines

const NON_WORD = /[^\p{L}\p{N}]+/u;
const tokensOf = (text: string) => foldSearchText(text).split(NON_WORD).filter(Boolean);

/** Today's rules: a prefix from 3 letters (2 for the last term), 1 typo from 4, 2 from 8. */
const allowsPrefix = (term: string, position: number, count: number) =>
  term.length >= 3 || (position === count - 1 && term.length >= 2);
const typosFor = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

/** Fields by weight, so a library's per-field boost keeps every document's own weights. */
function weightFields(documents: readonly SearchDocument[]) {
  const weights = [
    ...new Set(documents.flatMap((document) => document.fields.map((field) => field.weight))),
  ].sort((a, b) => b - a);
  const nameOf = (weight: number) => `w${String(weight).replace(".", "_")}`;
  const flat = documents.map((document, n) => {
    const row: Record<string, string> = { id: String(n) };
    for (const weight of weights) row[nameOf(weight)] = "";
    for (const field of document.fields) row[nameOf(field.weight)] += ` ${field.text}`;
    return row;
  });
  const boost = Object.fromEntries(weights.map((weight) => [nameOf(weight), weight]));
  return { fields: weights.map(nameOf), flat, boost };
}

function documentFactor(document: SearchDocument, lang: string): number {
  return (document.boost ?? 1) * ((document.lang ?? "en") === lang ? 1 : OTHER_LANGUAGE_FACTOR);
}

const toHit = (document: SearchDocument): Hit => ({ url: document.url, kind: document.kind });

// Timed as /search runs it: all matches counted, grouped, the best of each kind highlighted.
const today: EngineMaker = {
  name: "today",
  async build(documents) {
    const index = buildSearchIndex(documents);
    const kinds = new Map(documents.map((document) => [document.url, document.kind]));
    return {
      answer(query, lang) {
        const results = searchSite(index, query, { perKind: 10, lang });
        const hits = results.groups
          .flatMap((group) => group.hits)
          .sort((a, b) => b.score - a.score)
          .map((hit) => ({ url: hit.url, kind: kinds.get(hit.url) ?? hit.kind }));
        return { hits, total: results.total };
      },
    };
  },
};

// Loaded loosely typed: each engine is driven through the few calls it is benchmarked on.
const candidates = createRequire(import.meta.url);

interface MiniSearchLike {
  addAll(documents: object[]): void;
  search(query: string, options: object): { id: string; score: number }[];
}

const miniSearch: EngineMaker = {
  name: "MiniSearch",
  async build(documents) {
    const MiniSearch =
      (candidates("minisearch") as { default?: unknown }).default ?? candidates("minisearch");
    const { fields, flat, boost } = weightFields(documents);
    const engine = new (MiniSearch as new (options: object) => MiniSearchLike)({
      fields,
      idField: "id",
      tokenize: tokensOf,
      processTerm: (term: string) => term,
    });
    engine.addAll(flat);
    return {
      answer(query, lang) {
        const results = engine.search(tokensOf(normalizeSearchQuery(query)).join(" "), {
          boost,
          combineWith: "AND",
          prefix: (term: string, position: number, terms: string[]) =>
            allowsPrefix(term, position, terms.length),
          fuzzy: (term: string) => typosFor(term) || false,
          maxFuzzy: 2,
          boostDocument: (id: string) => documentFactor(documents[Number(id)]!, lang),
        });
        return {
          hits: results.slice(0, TOP).map((result) => toHit(documents[Number(result.id)]!)),
          total: results.length,
        };
      },
    };
  },
};

interface OramaLike {
  create(options: object): unknown;
  insertMultiple(db: unknown, documents: object[], batchSize?: number): unknown;
  search(
    db: unknown,
    params: object,
  ):
    | { count: number; hits: { id: string; score: number }[] }
    | Promise<{ count: number; hits: { id: string; score: number }[] }>;
}

const orama: EngineMaker = {
  name: "Orama",
  async build(documents) {
    const { create, insertMultiple, search } = candidates("@orama/orama") as OramaLike;
    const { fields, flat, boost } = weightFields(documents);
    const db = create({
      schema: Object.fromEntries(fields.map((field) => [field, "string"])),
      components: {
        tokenizer: {
          language: "english",
          normalizationCache: new Map(),
          tokenize: (raw: string) => tokensOf(raw),
        },
      },
    });
    await insertMultiple(db, flat, 1000);
    return {
      async answer(query, lang) {
        const terms = tokensOf(normalizeSearchQuery(query));
        if (terms.length === 0) return { hits: [], total: 0 };
        // One tolerance for the whole query: the longest term's.
        const tolerance = Math.max(...terms.map(typosFor));
        const found = await search(db, {
          term: terms.join(" "),
          properties: fields,
          boost,
          tolerance,
          threshold: 0,
          limit: 500,
        });
        // Orama has no per-document boost: the featured, city and language factors after.
        const hits = found.hits
          .map((hit) => ({
            document: documents[Number(hit.id)]!,
            score: hit.score * documentFactor(documents[Number(hit.id)]!, lang),
          }))
          .sort((a, b) => b.score - a.score)
          .slice(0, TOP)
          .map((hit) => toHit(hit.document));
        return { hits, total: found.count };
      },
    };
  },
};

/** The four tsvector weights: A for titles and names, D for bodies. */
function tsWeight(weight: number): "A" | "B" | "C" | "D" {
  return weight >= 8 ? "A" : weight >= 4 ? "B" : weight >= 2 ? "C" : "D";
}

function postgres(url: string): EngineMaker {
  return {
    name: "PostgreSQL",
    async build(documents) {
      const database = `search_bench_${process.pid}_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${database}`;
      const client = new pg.Client({ connectionString: target.href });
      await client.connect();
      const drop = async () => {
        await client.end();
        const again = new pg.Client({ connectionString: url });
        await again.connect();
        await again.query(`DROP DATABASE IF EXISTS ${database}`);
        await again.end();
      };
      try {
        await client.query("CREATE EXTENSION IF NOT EXISTS fuzzystrmatch");
        await client.query(
          "CREATE TABLE docs (n int PRIMARY KEY, lang text NOT NULL, boost real NOT NULL, tsv tsvector NOT NULL)",
        );
        // Folded here with today's rules, so every engine sees the same words.
        const rows = documents.map((document, n) => {
          const byWeight = { A: "", B: "", C: "", D: "" };
          for (const field of document.fields) {
            byWeight[tsWeight(field.weight)] += ` ${tokensOf(field.text).join(" ")}`;
          }
          return { n, lang: document.lang ?? "en", boost: document.boost ?? 1, ...byWeight };
        });
        for (let start = 0; start < rows.length; start += 1000) {
          const batch = rows.slice(start, start + 1000);
          const column = <K extends keyof (typeof batch)[number]>(key: K) =>
            batch.map((row) => row[key]);
          await client.query(
            `INSERT INTO docs
             SELECT n, lang, boost,
               setweight(to_tsvector('simple', a), 'A') || setweight(to_tsvector('simple', b), 'B') ||
               setweight(to_tsvector('simple', c), 'C') || setweight(to_tsvector('simple', d), 'D')
             FROM unnest($1::int[], $2::text[], $3::real[], $4::text[], $5::text[], $6::text[], $7::text[])
               AS t(n, lang, boost, a, b, c, d)`,
            [
              column("n"),
              column("lang"),
              column("boost"),
              column("A"),
              column("B"),
              column("C"),
              column("D"),
            ],
          );
        }
        await client.query("CREATE INDEX docs_tsv ON docs USING gin (tsv)");
        // The vocabulary, for typos: ts_query has prefixes (:*) but no edit distance.
        await client.query(
          "CREATE TABLE words AS SELECT word, length(word) AS len FROM ts_stat('SELECT tsv FROM docs')",
        );
        await client.query("CREATE INDEX words_len ON words (len)");
        await client.query("ANALYZE");
      } catch (error) {
        await drop();
        throw error;
      }
      return {
        async answer(query, lang) {
          const terms = tokensOf(normalizeSearchQuery(query));
          if (terms.length === 0) return { hits: [], total: 0 };
          const groups: string[] = [];
          for (const [position, term] of terms.entries()) {
            const variants = [allowsPrefix(term, position, terms.length) ? `${term}:*` : term];
            const typos = typosFor(term);
            if (typos > 0) {
              const { rows } = await client.query<{ word: string }>(
                `SELECT word FROM words WHERE len BETWEEN $2::int - $3::int AND $2::int + $3::int
                   AND word <> $1 AND levenshtein_less_equal(word, $1, $3) <= $3`,
                [term, term.length, typos],
              );
              variants.push(...rows.map((row) => row.word));
            }
            groups.push(`(${variants.join(" | ")})`);
          }
          const { rows } = await client.query<{ n: number; total: string }>(
            `SELECT n, count(*) OVER () AS total FROM docs, to_tsquery('simple', $1) AS q
             WHERE tsv @@ q
             ORDER BY ts_rank('{0.1, 0.3, 0.6, 1.0}', tsv, q) * boost *
               CASE WHEN lang = $2 THEN 1 ELSE ${OTHER_LANGUAGE_FACTOR} END DESC, n
             LIMIT ${TOP}`,
            [groups.join(" & "), lang],
          );
          return {
            hits: rows.map((row) => toHit(documents[row.n]!)),
            total: Number(rows[0]?.total ?? 0),
          };
        },
        async storedBytes() {
          const { rows } = await client.query<{ bytes: string }>(
            "SELECT pg_total_relation_size('docs') + pg_total_relation_size('words') AS bytes",
          );
          return Number(rows[0]!.bytes);
        },
        close: drop,
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The corpora

/** The seeded site's documents: a scratch PGlite database, seeded, read as the server reads it. */
async function seededSiteDocuments(): Promise<SearchDocument[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "search-bench-"));
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = "";
  try {
    const { getDb, closeDb } = await import("#app/models/db.server.ts");
    const { seedDatabase } = await import("#app/seed/seed.server.ts");
    const { buildSnapshot } = await import("#app/models/content-snapshot/build.server.ts");
    await seedDatabase(await getDb());
    const { snapshot } = await buildSnapshot();
    await closeDb();
    // The French pages are bundled with import.meta.glob, which only Vite understands.
    const { createServer } = await import("vite");
    const vite = await createServer({
      configFile: false,
      root: process.cwd(),
      logLevel: "error",
      appType: "custom",
      server: { middlewareMode: true, hmr: false, ws: false },
    });
    const { searchDocuments } = (await vite.ssrLoadModule("/app/models/site-search.server.ts")) as {
      searchDocuments: typeof SearchDocumentsOf;
    };
    const documents = searchDocuments(snapshot);
    await vite.close();
    return documents;
  } finally {
    Object.assign(process.env, saved);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Answers the tests pin (tests/integration/search-and-maps.test.ts, french-search.test.ts)

/** The hits in the results page's order: kinds by their best hit, at most 8 of each. */
function pageOrder(hits: readonly Hit[]): Hit[] {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.kind) ?? [];
    if (group.length < 8) group.push(hit);
    groups.set(hit.kind, group);
  }
  return [...groups.values()].flat();
}

interface Check {
  label: string;
  query: string;
  lang?: string;
  passes: (answer: Answer) => boolean;
}

const inFirst = (count: number, urls: string[]) => (answer: Answer) =>
  pageOrder(answer.hits)
    .slice(0, count)
    .some((hit) => urls.includes(hit.url));
const inGroup = (kind: string, url: string) => (answer: Answer) =>
  pageOrder(answer.hits).some((hit) => hit.kind === kind && hit.url === url);

const ROAD = "/fr/blog/by-road-from-cote-divoire-and-togo";
const VISA = ["/fr/blog/ghana-visa-free-entry-and-visa-on-arrival", "/fr/faq/visa"];
const FRENCH: [string, string[]][] = [
  ["hôtel pas cher Accra", ["/fr/cheap-hotels-accra"]],
  ["visa a l'arrivee", VISA],
  ["Abidjan", [ROAD, "/fr/takoradi"]],
  ["Lomé", [ROAD]],
  ["lome", [ROAD]],
  ["frontiere", [ROAD]],
  ["CFA", ["/fr/blog/money-in-ghana", "/fr/faq/money", ROAD]],
];

const CHECKS: Check[] = [
  {
    label: "kempinsky: the Kempinski",
    query: "kempinsky",
    passes: inGroup("hotel", "/hotels/kempinski-hotel-gold-coast-city"),
  },
  {
    label: "cape cost: city, Oasis",
    query: "cape cost",
    passes: (answer) =>
      inGroup("city", "/cape-coast")(answer) &&
      inGroup("hotel", "/hotels/oasis-beach-resort")(answer),
  },
  {
    label: "movenpick: Mövenpick",
    query: "movenpick",
    passes: inGroup("hotel", "/hotels/movenpick-ambassador-hotel-accra"),
  },
  {
    label: "yellow fever: the guide",
    query: "yellow fever",
    passes: inGroup("guide", "/blog/yellow-fever-certificate-ghana"),
  },
  {
    label: "pool: over 8 hotels",
    query: "pool",
    passes: (answer) => answer.hits.filter((hit) => hit.kind === "hotel").length > 8,
  },
  {
    label: "kemp: Kempinski first",
    query: "kemp",
    passes: inFirst(1, ["/hotels/kempinski-hotel-gold-coast-city"]),
  },
  { label: "zzqxv wwkq: nothing", query: "zzqxv wwkq", passes: (answer) => answer.total === 0 },
  ...(
    [
      ["kempinski", "/hotels/kempinski-hotel-gold-coast-city"],
      ["accra", "/accra"],
      ["visa on arrival", "/blog/ghana-visa-free-entry-and-visa-on-arrival"],
      ["yellow fever", "/blog/yellow-fever-certificate-ghana"],
    ] as const
  ).map(([query, url]) => ({
    label: `${query}: English page first`,
    query,
    passes: inFirst(1, [url]),
  })),
  ...FRENCH.map(([query, urls]) => ({
    label: `${query}: French page in first 3 (en)`,
    query,
    passes: inFirst(3, urls),
  })),
  ...FRENCH.map(([query, urls]) => ({
    label: `${query}: French page first (fr)`,
    query,
    lang: "fr",
    passes: (answer: Answer) =>
      /^\/fr(\/|$)/.test(pageOrder(answer.hits)[0]?.url ?? "") && inFirst(3, urls)(answer),
  })),
];

// ---------------------------------------------------------------------------------------------
// Measuring

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? NaN;
}

interface Row {
  corpus: string;
  engine: string;
  documents: number;
  buildMs: number;
  indexMb: number;
  indexNote: string;
  latency: Record<string, { p50: number; p99: number }>;
  checksPassed: number;
  checksFailed: string[];
  sameTopHit: number;
  lomeTotal: number;
  lomeFirst: string;
}

async function measure(
  maker: EngineMaker,
  corpus: string,
  documents: readonly SearchDocument[],
  baseline: Map<string, Answer> | null,
): Promise<{ row: Row; answers: Map<string, Answer> }> {
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  const engine = await maker.build(documents);
  const buildMs = performance.now() - start;
  globalThis.gc?.();
  const indexBytes = engine.storedBytes
    ? await engine.storedBytes()
    : process.memoryUsage().heapUsed - heapBefore;
  try {
    const latency: Row["latency"] = {};
    const rounds = maker.name === "PostgreSQL" ? Math.max(5, Math.round(ROUNDS / 5)) : ROUNDS;
    for (const [set, queries] of Object.entries(QUERY_SETS)) {
      const timings: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        for (const query of queries) {
          const began = performance.now();
          await engine.answer(query, "en");
          timings.push(performance.now() - began);
        }
      }
      timings.sort((a, b) => a - b);
      latency[set] = { p50: percentile(timings, 0.5), p99: percentile(timings, 0.99) };
    }
    const answers = new Map<string, Answer>();
    const allQueries = [
      ...Object.values(QUERY_SETS).flat(),
      ...CHECKS.map((check) => check.query),
    ].map((query) => [query, "en"] as const);
    for (const check of CHECKS) if (check.lang) allQueries.push([check.query, check.lang] as never);
    for (const [query, lang] of allQueries) {
      const key = `${lang} ${query}`;
      if (!answers.has(key)) answers.set(key, await engine.answer(query, lang));
    }
    const failed = CHECKS.filter(
      (check) => !check.passes(answers.get(`${check.lang ?? "en"} ${check.query}`)!),
    ).map((check) => check.label);
    const compared = Object.values(QUERY_SETS)
      .flat()
      .map((query) => `en ${query}`);
    const sameTopHit = baseline
      ? compared.filter((key) => answers.get(key)!.hits[0]?.url === baseline.get(key)!.hits[0]?.url)
          .length
      : compared.length;
    const lome = answers.get("en lome")!;
    return {
      answers,
      row: {
        corpus,
        engine: maker.name,
        documents: documents.length,
        buildMs,
        indexMb: indexBytes / 1e6,
        indexNote: engine.storedBytes ? " (disk)" : "",
        latency,
        checksPassed: corpus === "seeded site" ? CHECKS.length - failed.length : NaN,
        checksFailed: corpus === "seeded site" ? failed : [],
        sameTopHit,
        lomeTotal: lome.total,
        lomeFirst: lome.hits[0]?.url ?? "-",
      },
    };
  } finally {
    await engine.close?.();
  }
}

const makers: EngineMaker[] = [today, miniSearch, orama];
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) makers.push(postgres(databaseUrl));
else console.log("No DATABASE_URL: PostgreSQL's full-text search is left out.");

const corpora: [string, SearchDocument[]][] = [
  ["seeded site", await seededSiteDocuments()],
  [`${TOTAL_HOTELS} hotels`, syntheticSearchDocuments(TOTAL_HOTELS)],
];
const queryCount = Object.values(QUERY_SETS).flat().length;
console.log(
  `${queryCount} timed queries (${Object.entries(QUERY_SETS)
    .map(([set, queries]) => `${queries.length} ${set}`)
    .join(", ")}) x ${ROUNDS} rounds (PostgreSQL a fifth); ${CHECKS.length} pinned answers\n`,
);

const rows: Row[] = [];
for (const [corpus, documents] of corpora) {
  let baseline: Map<string, Answer> | null = null;
  for (const maker of makers) {
    try {
      const { row, answers } = await measure(maker, corpus, documents, baseline);
      baseline ??= answers;
      rows.push(row);
    } catch (error) {
      console.log(`${maker.name} on ${corpus} failed: ${(error as Error).message}`);
    }
  }
}

const ms = (value: number) => ({ text: value.toFixed(2) });
const columns: Column<Row>[] = [
  { header: "corpus", align: "left", cell: (row) => ({ text: row.corpus }) },
  { header: "engine", align: "left", cell: (row) => ({ text: row.engine }) },
  { header: "docs", cell: (row) => ({ text: String(row.documents) }) },
  { header: "build ms", cell: (row) => ({ text: row.buildMs.toFixed(0) }) },
  { header: "index MB", cell: (row) => ({ text: `${row.indexMb.toFixed(1)}${row.indexNote}` }) },
  ...Object.keys(QUERY_SETS).flatMap((set): Column<Row>[] => [
    { header: `${set} p50`, cell: (row) => ms(row.latency[set]!.p50) },
    { header: `${set} p99`, cell: (row) => ms(row.latency[set]!.p99) },
  ]),
  {
    header: "pinned ok",
    cell: (row) => ({
      text: Number.isNaN(row.checksPassed) ? "-" : `${row.checksPassed}/${CHECKS.length}`,
      isOver: row.checksFailed.length > 0,
    }),
  },
  { header: "same top", cell: (row) => ({ text: `${row.sameTopHit}/${queryCount}` }) },
  { header: '"lome" hits', cell: (row) => ({ text: String(row.lomeTotal) }) },
];
console.log("Latency in ms; index MB is the heap after gc (PostgreSQL: its relations on disk).");
console.log(renderTable(columns, rows));
console.log(
  `\n"same top": the first hit is today's engine's, over the ${queryCount} timed queries.`,
);
for (const row of rows) {
  if (row.checksFailed.length > 0) {
    console.log(`${row.engine} misses on the ${row.corpus}: ${row.checksFailed.join("; ")}`);
  }
}
for (const row of rows.filter((row) => row.corpus === "seeded site")) {
  console.log(`"lome" first hit, ${row.engine}: ${row.lomeFirst}`);
}
process.exit(0);
