// A client address as a keyed hash (app/signing.server.ts) that cannot be turned back into the
// address: enough to tell one client from another in logs, without keeping anyone's IP.
import { sign } from "#app/signing.server.ts";

export function hashClient(purpose: string, clientAddress: string): string {
  return sign([purpose, clientAddress]).slice(0, 22);
}
