// A real SMTP server for tests (smtp-server), in the test process: it keeps every message it
// accepts, and can be stopped and started again on the same port to play an SMTP outage.
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  /** The raw message: headers, then the body. */
  data: string;
  /** The decoded text: quoted-printable soft breaks and escapes undone. */
  decoded: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
            decoded: decodeQuotedPrintable(data),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(boundPort, "127.0.0.1", resolve));
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
    stop: () => new Promise<void>((resolve) => server!.close(() => resolve())),
  };
}
