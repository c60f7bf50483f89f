// What each request carries into middleware, loaders and actions: the CSP nonce and the client's
// address from Express. (The operator's session is the admin shell's: session-context.server.ts.)
import { createContext, RouterContextProvider } from "react-router";

export const cspNonceContext = createContext<string>("");
/** The client's address as Express sees it (trust proxy applied); used only for rate limits. */
export const clientAddressContext = createContext<string>("unknown");
/**
 * Server-rendered HTML a page document carries once, in its markup, and not again in its
 * hydration data (app/hydration/server-markup.server.ts); null on a data request, whose answer must carry it.
 */
export const serverMarkupContext = createContext<Map<string, string> | null>(null);

export function createRequestContext(values: {
  cspNonce: string;
  clientAddress: string;
  /** A page document, not a client navigation's `.data` request. */
  isDocument: boolean;
}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, values.cspNonce);
  context.set(clientAddressContext, values.clientAddress);
  context.set(serverMarkupContext, values.isDocument ? new Map() : null);
  return context;
}
