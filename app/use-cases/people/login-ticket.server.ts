// The "password passed" ticket between the two steps of a two-factor sign-in on the login screen.
// The screen must not keep the password in the page while it asks for the code, so the server
// hands back a signed ticket instead: it names the person, expires 5 minutes after the password
// was checked, and is spent when a code is sent with it (a wrong code gets a fresh ticket with
// the same expiry). Signed by the one signer (app/signing.server.ts) over
// "login-ticket:<staffId>:<expires>:<nonce>", so a ticket signed under SESSION_SECRET or one in
// SESSION_SECRET_PREVIOUS verifies.
import { randomBytes } from "node:crypto";
import { parseId } from "#app/domain/shared/ids.ts";
import { spendTicketNonce } from "#app/models/login-tickets.server.ts";
import { isSigned, sign } from "#app/signing.server.ts";

export const TICKET_LIFETIME_MS = 5 * 60_000;

/** A ticket for a person whose password just passed; `expires` carries over a spent ticket's. */
export function issueLoginTicket(
  staffId: number,
  expires = Math.floor((Date.now() + TICKET_LIFETIME_MS) / 1000),
): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${staffId}.${expires}.${nonce}.${sign(["login-ticket", staffId, expires, nonce])}`;
}

export type TicketReading =
  | { status: "valid"; staffId: number; expires: number }
  | { status: "expired" | "invalid" | "spent" };

/** Checks a ticket and spends it: a valid answer is given once per ticket. */
export async function spendLoginTicket(ticket: string, now = Date.now()): Promise<TicketReading> {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{22})\.([\w-]{43})$/.exec(ticket);
  if (!match) return { status: "invalid" };
  const [staffId, expires, nonce] = [parseId(match[1]), Number(match[2]), match[3]!];
  if (staffId === null) return { status: "invalid" };
  if (!isSigned(["login-ticket", staffId, expires, nonce], match[4]!)) return { status: "invalid" };
  if (expires * 1000 < now) return { status: "expired" };
  if (!(await spendTicketNonce(nonce, new Date(expires * 1000), now))) return { status: "spent" };
  return { status: "valid", staffId, expires };
}
