// What the server knows about the request being handled, wherever code runs during it: its id
// and, once React Router has matched it, its route pattern. The Express host (server/) and the
// app build each load their own copy of this module, so the store lives on globalThis under a
// registered symbol: both copies then read and write the same one.
import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestStore {
  requestId: string;
  method: string;
  /** The matched route pattern (/hotels/:slug), set by the root middleware (app/root.tsx). */
  route?: string;
}

const KEY = Symbol.for("akwaaba-stays.request-store");
const shared = globalThis as typeof globalThis & {
  [KEY]?: AsyncLocalStorage<RequestStore>;
};
const storage = (shared[KEY] ??= new AsyncLocalStorage<RequestStore>());

export function runWithRequest<T>(store: RequestStore, run: () => T): T {
  return storage.run(store, run);
}

/** The request being handled, or undefined in a job, a timer or start-up. */
export function currentRequest(): RequestStore | undefined {
  return storage.getStore();
}
