// The logger in a process of its own, as the server runs it: what reaches stdout, read back.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Logs a warning with secrets in it and exits at once, as a crash does. */
const SCRIPT = `
  const { log, errorField } = await import("#app/observability/log.server.ts");
  log.info("Hidden below the threshold");
  log.warn("Could not send to ama.mensah@example.com", {
    password: "hunter2-4d8e",
    body: { csrfToken: "csrf-9b1f", city: "Accra" },
    error: errorField(new Error("550 mailbox kofi@example.com unknown")),
  });
  process.exit(3);`;

function run(env: Record<string, string>) {
  const child = spawnSync(process.execPath, ["--input-type=module", "-e", SCRIPT], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
  });
  expect(child.status).toBe(3);
  return child.stdout;
}

describe("log", () => {
  it("writes one JSON line (level, time, msg first), redacted, before an immediate exit", () => {
    const output = run({ LOG_FORMAT: "json" });
    const lines = output.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\{"level":"warn","time":"\d{4}-\d\d-\d\dT[\d:.]+Z","msg":/);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      msg: "Could not send to [email]",
      password: "[redacted]",
      body: { csrfToken: "[redacted]", city: "Accra" },
      error: { name: "Error", message: "550 mailbox [email] unknown" },
    });
    expect(String((line.error as { stack: string }).stack)).toMatch(/\n\s+at /);
    for (const secret of ["hunter2", "csrf-9b1f", "@example.com"]) {
      expect(output).not.toContain(secret);
    }
  });

  it("writes a readable line and the stack below it when LOG_FORMAT is pretty", () => {
    const output = run({ LOG_FORMAT: "pretty" });
    expect(output).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} WARN {2}Could not send to \[email\] password=\[redacted\] body=\{"csrfToken":"\[redacted\]","city":"Accra"\}\nError: 550 mailbox \[email\] unknown\n\s+at /,
    );
  });
});
