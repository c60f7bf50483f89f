// Small helpers for HTTP assertions against the running server.
import { once } from "node:events";
import { connect } from "node:net";

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

/**
 * The text a reader sees, from raw HTML: no scripts, styles, tags or React's text separators,
 * entities decoded, whitespace collapsed. Assertions on it survive markup and styling changes.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|\s+/g, " ");
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

/** A form posted as a browser without scripts posts it. */
export function postForm(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "User-Agent": BROWSER_USER_AGENT,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * The first owner's sign-in e-mail on a test server: OWNER_EMAIL is unset there, so it is the
 * default contact mailbox (app/env.server.ts).
 */
export const OWNER_EMAIL = "hello@akwaabastays.com";
export const OWNER_PASSWORD = "integration-test-password";

/** Logs in as the owner of a test server and answers the session cookie to send. */
export async function adminCookie(baseUrl: string): Promise<string> {
  const login = await postJson(baseUrl, "/api/admin/login", {
    email: OWNER_EMAIL,
    password: OWNER_PASSWORD,
  });
  return login.headers.get("set-cookie")!.split(";")[0]!;
}

/** A call to the studio's JSON API (`/api/admin/...`) as the signed-in person `cookie` names. */
export function adminApi(
  baseUrl: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
) {
  return fetch(`${baseUrl}/api/admin/${path}`, {
    method,
    headers: {
      Cookie: cookie,
      Origin: baseUrl,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Polls `check` every half second until it holds; throws after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 40_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("Timed out waiting");
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

/**
 * One raw TCP connection to the server, for what fetch hides: several requests on one kept-alive
 * socket, and writing a body after the answer has arrived.
 */
export async function openConnection(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  await once(socket, "connect");
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (text: string) => (received += text));
  return {
    write: (text: string) =>
      new Promise<void>((resolve, reject) =>
        socket.write(text, (error) => (error ? reject(error) : resolve())),
      ),
    /** Everything received so far, once it matches `pattern`; fails after `timeoutMs`. */
    async receive(pattern: RegExp, timeoutMs = 5_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(received)) {
        if (socket.destroyed) throw new Error(`Connection closed; received:\n${received}`);
        if (Date.now() > deadline) throw new Error(`Timed out; received:\n${received}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received;
    },
    close: () => socket.destroy(),
  };
}
