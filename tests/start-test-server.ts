// Starts the production build on a fresh temporary PGlite directory (removed on exit), for the
// browser tests, with a real SMTP server beside it: the site's e-mail goes there, and the tests
// read what arrived at http://127.0.0.1:{E2E_MAIL_PORT}/messages. PORT comes from the environment.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSmtpSink } from "#tests/smtp-sink.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "akwaaba-e2e-"));
const smtp = await startSmtpSink();
const mailbox = createServer((_request, response) => {
  response.setHeader("Content-Type", "application/json");
  response.end(
    JSON.stringify(
      smtp.received.map((mail) => ({
        to: mail.to,
        subject: /^Subject: (.*)$/m.exec(mail.headers)?.[1] ?? "",
        text: mail.decoded,
      })),
    ),
  );
});
mailbox.listen(Number(process.env.E2E_MAIL_PORT ?? 4175), "127.0.0.1");

const child = spawn(process.execPath, ["server/index.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    DATABASE_URL: "",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    POSTAL_ADDRESS: "Akwaaba Stays, 1 Test Street, Wilmington, DE 19801, USA",
    MAIL_RETRY_BASE_SECONDS: "1",
    // An access line per request would bury a failing test's output in the CI log.
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  },
});

function stop() {
  child.kill("SIGTERM");
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  mailbox.close();
  void smtp.stop().finally(() => process.exit(code ?? 0));
});
