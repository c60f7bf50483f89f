import { HELD_PRELOADS_ATTRIBUTE, RELEASE_SCRIPT } from "#app/hydration/held-scripts.ts";

/**
 * The inline script that lets the held hydration scripts go (held-scripts.ts). In the head, before
 * the stylesheet, so it runs before the stylesheet has arrived; the server writes the held
 * preloads into its empty list (hold-scripts.server.ts).
 */
export function ReleaseHeldScripts({ nonce }: { nonce: string | undefined }) {
  // Source text of our own function, no user data. It has done its work by the time React
  // hydrates, so the browser's bundle carries none of it (about 0.3 KB on every page): React
  // keeps the server's script as it is, and browsers hide a nonce from script once the page has
  // loaded, so neither difference is a mismatch worth a warning. The root layout never renders
  // it again on a client navigation.
  return (
    <script
      nonce={nonce}
      {...{ [HELD_PRELOADS_ATTRIBUTE]: "" }}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? RELEASE_SCRIPT : "" }}
    />
  );
}
