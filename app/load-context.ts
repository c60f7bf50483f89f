// What the Express server passes to every loader and action (server/app.ts getLoadContext).
declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    /** The client's address as Express sees it (trust proxy applied); used only for rate limits. */
    clientAddress: string;
  }
}

export {};
