// Runs npm test's checks in four lanes at once, after the build: the integration tests in two
// halves, the budget and fuzz tests after the first and the fault tests after the second, and the
// browser tests in two halves, after the type check and lint, and after the unit tests. Each half
// has servers and databases of its own (the shards of vitest and Playwright). The lanes spend much
// of their time waiting on servers, browsers and timers, so on two cores they end minutes sooner
// together than one after the other (docs/decisions/037-test-lanes.md).
// The first lane prints as it goes; the others' output is held and printed when all have ended, so
// they never interleave. A lane that fails has its last lines repeated at the end.
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";

interface Lane {
  name: string;
  /** npm scripts, each optionally with arguments after `--`. */
  scripts: string[][];
  env?: Record<string, string>;
  isHeld: boolean;
}

/** Half of the integration tests (each half starts its own servers), then `then`. */
function serverHalf(half: 1 | 2, then: string[][], isHeld: boolean): Lane {
  return {
    name: `integration tests half ${half} of 2, ${then.map(([script]) => script).join(", ")}`,
    scripts: [["test:integration", "--", `--shard=${half}/2`], ...then],
    isHeld,
  };
}

/** Half of the browser tests, on its own ports (its server, and its mailbox beside it), after `first`. */
function browserHalf(half: 1 | 2, port: number, first: string[][]): Lane {
  return {
    name: `${first.map(([script]) => script).join(", ")}, browser tests half ${half} of 2`,
    scripts: [...first, ["test:e2e", "--", `--shard=${half}/2`]],
    env: { E2E_PORT: String(port), E2E_MAIL_PORT: String(port + 2) },
    isHeld: true,
  };
}

const LANES: Lane[] = [
  serverHalf(1, [["test:budget"], ["test:fuzz"]], false),
  serverHalf(2, [["test:faults"]], true),
  browserHalf(1, 4173, [["typecheck"], ["lint"]]),
  browserHalf(2, 4183, [["test:unit"]]),
];
const TAIL_LINES = 60;

interface LaneResult {
  lane: Lane;
  failedScript: string | null;
  output: string;
  minutes: string;
}

function runScript(
  [script, ...args]: string[],
  env: Record<string, string>,
  onOutput: (chunk: string) => void,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script!, ...args], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    child.stdout.setEncoding("utf8").on("data", onOutput);
    child.stderr.setEncoding("utf8").on("data", onOutput);
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/** The tests Playwright's summary lists under "N flaky" (its list reporter). */
function flakyTests(output: string): string[] {
  const lines = stripVTControlCharacters(output).split("\n");
  const start = lines.findIndex((line) => /^\s*\d+ flaky$/.test(line));
  if (start === -1) return [];
  const names = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.trim().startsWith("[")) break;
    names.push(line.trim().replace(/\s*─+$/, ""));
  }
  return names;
}

async function runLane(lane: Lane): Promise<LaneResult> {
  const laneStarted = Date.now();
  const took = () => ((Date.now() - laneStarted) / 60_000).toFixed(1);
  let output = "";
  const onOutput = (chunk: string) => {
    output += chunk;
    if (!lane.isHeld) process.stdout.write(chunk);
  };
  for (const script of lane.scripts) {
    if ((await runScript(script, lane.env ?? {}, onOutput)) !== 0) {
      return { lane, failedScript: script.join(" "), output, minutes: took() };
    }
  }
  return { lane, failedScript: null, output, minutes: took() };
}

const started = Date.now();
const results = await Promise.all(LANES.map(runLane));
for (const result of results.filter((item) => item.lane.isHeld)) {
  process.stdout.write(`\n=== ${result.lane.name}, held until now\n${result.output}`);
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
// Each lane's time, so the next change to the lanes can see which one ends last.
for (const result of results) {
  process.stdout.write(
    `\n=== ${result.lane.name}: ${result.failedScript === null ? "passed" : "failed"} in ${result.minutes} min`,
  );
}
process.stdout.write("\n");
// Browser tests that failed and then passed on CI's retry: passed, but each is a fault to fix.
for (const result of results) {
  const flaky = flakyTests(result.output);
  if (flaky.length > 0) {
    process.stdout.write(
      `\n=== ${result.lane.name}: passed only on a second run, to be fixed:\n${flaky.join("\n")}\n`,
    );
  }
}
const failed = results.filter((result) => result.failedScript !== null);
for (const result of failed) {
  const tail = result.output.trimEnd().split("\n").slice(-TAIL_LINES).join("\n");
  process.stdout.write(
    `\n=== ${result.lane.name} failed in npm run ${result.failedScript}; its last lines:\n${tail}\n`,
  );
}
process.stdout.write(
  `\n=== ${failed.length === 0 ? "All lanes passed" : `${failed.length} lane(s) failed`} in ${minutes} min\n`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
