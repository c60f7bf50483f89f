// Runs npm test's checks in two lanes at once, after the build: the type check, lint, unit,
// integration, budget, fuzz and fault tests one after another, and the browser tests beside them.
// Both lanes spend most of their time waiting on servers, browsers and timers, so on two cores the
// pair ends minutes sooner than one lane after the other; the browser lane is the longer, so it
// starts as soon as the build is there (docs/decisions/037-test-lanes.md).
// The first lane prints as it goes; the browser lane's output is held and printed when both have
// ended, so the two never interleave. A lane that fails has its last lines repeated at the end.
import { spawn } from "node:child_process";

interface Lane {
  name: string;
  scripts: string[];
  isHeld: boolean;
}

const LANES: Lane[] = [
  {
    name: "checks and server tests",
    scripts: [
      "typecheck",
      "lint",
      "test:unit",
      "test:integration",
      "test:budget",
      "test:fuzz",
      "test:faults",
    ],
    isHeld: false,
  },
  { name: "browser tests", scripts: ["test:e2e"], isHeld: true },
];
const TAIL_LINES = 60;

interface LaneResult {
  lane: Lane;
  failedScript: string | null;
  output: string;
}

function runScript(script: string, onOutput: (chunk: string) => void): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.setEncoding("utf8").on("data", onOutput);
    child.stderr.setEncoding("utf8").on("data", onOutput);
    child.on("close", (code) => resolve(code ?? 1));
  });
}

async function runLane(lane: Lane): Promise<LaneResult> {
  let output = "";
  const onOutput = (chunk: string) => {
    output += chunk;
    if (!lane.isHeld) process.stdout.write(chunk);
  };
  for (const script of lane.scripts) {
    if ((await runScript(script, onOutput)) !== 0) return { lane, failedScript: script, output };
  }
  return { lane, failedScript: null, output };
}

const started = Date.now();
const results = await Promise.all(LANES.map(runLane));
for (const result of results.filter((item) => item.lane.isHeld)) {
  process.stdout.write(`\n=== ${result.lane.name}, held until now\n${result.output}`);
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const failed = results.filter((result) => result.failedScript !== null);
for (const result of failed) {
  const tail = result.output.trimEnd().split("\n").slice(-TAIL_LINES).join("\n");
  process.stdout.write(
    `\n=== ${result.lane.name} failed in npm run ${result.failedScript}; its last lines:\n${tail}\n`,
  );
}
process.stdout.write(
  `\n=== ${failed.length === 0 ? "Both lanes passed" : `${failed.length} lane(s) failed`} in ${minutes} min\n`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
