// A real SMTP server for tests (smtp-server), in the test process: it keeps every message it
// accepts, and can be stopped and started again on the same port to play an SMTP outage.
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  /** The raw message: headers, then the body. */
  data: string;
  /** The decoded text: quoted-printable soft breaks and escapes undone. */
  decoded: string;
  /** The header block, long headers unfolded onto one line each. */
  headers: string;
}

/** Undoes soft breaks and =XX escapes; a run of escapes is UTF-8 bytes, decoded together. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replaceAll("=", ""), "hex").toString("utf8"),
    );
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /**
   * Holds the next message for which `when` is true: its DATA is read but never answered, so the
   * sender never learns it was accepted (and it is not counted). Resolves once one is held.
   */
  holdNext: (when: (data: string) => boolean) => Promise<void>;
}

/** Addresses the server refuses for good (550), as a mailbox that does not exist would be. */
const REFUSED = /^bounce[.@]/;

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  let hold: { when: (data: string) => boolean; held: () => void } | undefined;
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      // No lookup of the client's name: this machine has no DNS to ask, and each lookup waits.
      disableReverseLookup: true,
      // Stopping drops open connections at once (senders pool them), as an outage would.
      closeTimeout: 100,
      onRcptTo(address, _session, callback) {
        if (!REFUSED.test(address.address)) return callback();
        const error = Object.assign(new Error("5.1.1 No such mailbox here"), { responseCode: 550 });
        callback(error);
      },
      logger: false,
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
        stream.on("end", () => {
          if (hold?.when(data)) {
            hold.held();
            hold = undefined;
            return;
          }
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
            decoded: decodeQuotedPrintable(data),
            headers: data.slice(0, data.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " "),
          });
          callback();
        });
      },
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(boundPort, "127.0.0.1", () => {
        listening.off("error", reject);
        resolve();
      });
    });
    // A sender that drops its connection mid-message (the outage tests stop and restart this
    // server) is an 'error' event: without a listener it would end the whole test process.
    listening.on("error", () => {});
    const address = server.server.address();
    boundPort = typeof address === "object" && address ? address.port : boundPort;
  };
  await start();
  return {
    get port() {
      return boundPort;
    },
    received,
    start,
    holdNext: (when) =>
      new Promise<void>((resolve) => {
        hold = { when, held: resolve };
      }),
    stop: () => new Promise<void>((resolve) => server!.close(() => resolve())),
  };
}
