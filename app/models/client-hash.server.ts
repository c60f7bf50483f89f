// A client address as an HMAC that cannot be turned back into the address: enough to tell one
// client from another in logs, without keeping anyone's IP.
import { createHmac } from "node:crypto";
import { getEnv } from "#app/env.server.ts";

export function hashClient(purpose: string, clientAddress: string): string {
  return createHmac("sha256", getEnv().SESSION_SECRET)
    .update(`${purpose}:${clientAddress}`)
    .digest("base64url")
    .slice(0, 22);
}
