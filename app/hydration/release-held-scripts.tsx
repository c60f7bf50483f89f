import { RELEASE_SCRIPT } from "#app/hydration/held-scripts.ts";

/** The inline script that lets the held hydration scripts go (held-scripts.ts). */
export function ReleaseHeldScripts({ nonce }: { nonce: string | undefined }) {
  // Source text of our own function, no user data. The browser's build of it is minified and
  // differs from the server's, and browsers hide a nonce from script once the page has loaded:
  // neither is a mismatch worth a warning, and React leaves the rendered script as it is.
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: RELEASE_SCRIPT }}
    />
  );
}
