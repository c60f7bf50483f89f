// A sender as mail settings usually take it: a bare address, or a display name with the address
// in angle brackets ("Akwaaba Stays <news@akwaabastays.com>", RFC 5322's name-addr).
import { z } from "#app/domain/shared/zod.ts";

export interface Mailbox {
  /** Empty when only an address was given. */
  name: string;
  address: string;
}

const NAME_ADDR = /^(?:"((?:[^"\\]|\\.)*)"|([^<>"]*?))\s*<([^<>\s]+)>$/;

/** The mailbox a setting names, or null when it is neither form. */
export function parseMailbox(value: string): Mailbox | null {
  const text = value.trim();
  const match = NAME_ADDR.exec(text);
  const name = match ? (match[1]?.replace(/\\(.)/g, "$1") ?? match[2] ?? "").trim() : "";
  const address = match ? match[3]! : text;
  return z.email().safeParse(address).success ? { name, address } : null;
}

export const MAILBOX_HINT = "an e-mail address like news@example.com, or Name <news@example.com>";
