// Runs the suites that need a built server in two lanes at once: the integration, budget, fuzz and
// fault tests one after another, then some of the browser tests; and the rest of the browser tests
// beside them. Both lanes spend most of their time waiting on servers, browsers and timers, so on
// two cores the pair ends minutes sooner than one lane after the other; the browser files the
// first lane takes even out the two lanes' lengths (docs/decisions/037-test-lanes.md).
// The first lane prints as it goes; the browser lane's output is held and printed when both have
// ended, so the two never interleave. A lane that fails has its last lines repeated at the end.
import { spawn } from "node:child_process";

interface Step {
  script: string;
  /** Variables for this step beside this process's own. */
  env?: Record<string, string>;
}

interface Lane {
  name: string;
  steps: Step[];
  isHeld: boolean;
}

/**
 * The browser test files the server lane runs once its own suites are done, on a second browser
 * test server (ports 4183 and 4185: the browser lane's server has 4173 and 4175). Chosen by their
 * times (about a quarter of the browser tests' time) so that the two lanes end together.
 */
const SERVER_LANE_BROWSER_FILES = [
  "accessibility.spec.ts",
  "activity.spec.ts",
  "admin.spec.ts",
  "catalogue.spec.ts",
  "offline.spec.ts",
  // Leaves the owner's account as it found it, but runs last on its server all the same.
  "two-factor.spec.ts",
];

const LANES: Lane[] = [
  {
    name: "server tests",
    steps: [
      { script: "test:integration" },
      { script: "test:budget" },
      { script: "test:fuzz" },
      { script: "test:faults" },
      {
        script: "test:e2e",
        env: {
          E2E_FILES: SERVER_LANE_BROWSER_FILES.join(","),
          E2E_PORT: "4183",
          E2E_MAIL_PORT: "4185",
          E2E_OUTPUT_DIR: "test-results/server-lane",
        },
      },
    ],
    isHeld: false,
  },
  {
    name: "browser tests",
    steps: [{ script: "test:e2e", env: { E2E_SKIP_FILES: SERVER_LANE_BROWSER_FILES.join(",") } }],
    isHeld: true,
  },
];
const TAIL_LINES = 60;

interface LaneResult {
  lane: Lane;
  failedScript: string | null;
  output: string;
}

function runStep({ script, env }: Step, onOutput: (chunk: string) => void): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
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
  for (const step of lane.steps) {
    if ((await runStep(step, onOutput)) !== 0) {
      return { lane, failedScript: step.script, output };
    }
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
