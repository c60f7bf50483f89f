// Small helpers for HTTP assertions against the running server.

/** The first element of a kind matching a predicate, from raw HTML (enough for head tags). */
export function findTag(
  html: string,
  tag: string,
  attrs: Record<string, string>,
): string | undefined {
  const pattern = new RegExp(`<${tag}\\b[^>]*>`, "g");
  return html
    .match(pattern)
    ?.find((element) =>
      Object.entries(attrs).every(([name, value]) => element.includes(`${name}="${value}"`)),
    );
}

export function attr(element: string | undefined, name: string): string | undefined {
  return element ? new RegExp(`${name}="([^"]*)"`).exec(element)?.[1] : undefined;
}

export function title(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

/** Node's fetch says "node", which counts as a bot; tests act as a real browser unless they say otherwise. */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

export function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": BROWSER_USER_AGENT, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/**
 * Waits, when needed, until at least `seconds` remain in the current fixed rate-limit window,
 * so a burst of requests in a test never straddles two windows.
 */
export async function awaitFreshWindow(windowMs: number, seconds = 10) {
  const remaining = windowMs - (Date.now() % windowMs);
  if (remaining < seconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, remaining + 50));
  }
}
