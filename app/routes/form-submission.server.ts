// The public forms' side of a submission, for the JSON API (/api/subscribe, /api/contact) and the
// no-JS actions alike: the page a form was sent from, the 503 while the database is away (nothing
// is lost: "try again in a minute"), and Retry-After on an answer that asks to wait.
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { Outcome, Refusal } from "#app/domain/shared/outcome.ts";
import { handleApi, jsonRefusal, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  reportDatabaseDown,
} from "#app/http/database-down.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import type { Client, RetryRefusal } from "#app/use-cases/visitor-forms/submission.server.ts";

type Submitting = "sign-up" | "message";

/** Who sent the form: their address, browser and the page they were on. */
export function clientOf(request: Request, context: Readonly<RouterContextProvider>): Client {
  return {
    clientAddress: context.get(clientAddressContext),
    userAgent: request.headers.get("user-agent"),
    sourcePage: sourcePageOf(request),
  };
}

/** Runs a submission's use-case; while the database is unreachable, a 503 refusal. */
export async function submissionOr503<Done extends object>(
  what: Submitting,
  work: () => Promise<Outcome<Done> | RetryRefusal>,
): Promise<Outcome<Done> | RetryRefusal> {
  try {
    return await work();
  } catch (error) {
    reportDatabaseDown(what, error);
    return {
      ok: false,
      status: 503,
      error: `We could not save your ${what} just now. Please try again in a minute.`,
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
}

/** The Retry-After header a refusal asks for, if any. */
export function retryHeaders(outcome: object): Record<string, string> {
  return "retryAfterSeconds" in outcome ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
}

/** The JSON API's answer to a refused submission, with its Retry-After. */
export function submissionRefusal(refusal: Refusal): Response {
  const response = jsonRefusal(refusal);
  for (const [name, value] of Object.entries(retryHeaders(refusal))) {
    response.headers.set(name, value);
  }
  return response;
}

/**
 * A public form's JSON endpoint: POST only, the body read against `schema`, the use-case run for
 * the client who sent it, and its refusal answered as JSON with Retry-After when it asks to wait.
 */
export function submitJson<Schema extends z.ZodType, Done extends object>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  schema: Schema,
  what: Submitting,
  submit: (input: z.output<Schema>, client: Client) => Promise<Outcome<Done> | RetryRefusal>,
  answer: (done: { ok: true } & Done) => Response,
): Promise<Response> {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const input = await readJsonBody(request, schema);
    const outcome = await submissionOr503(what, () => submit(input, clientOf(request, context)));
    return outcome.ok ? answer(outcome) : submissionRefusal(outcome);
  });
}

/** The path of the page a form was sent from, when it is this site's own. */
export function sourcePageOf(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin ? from.pathname.slice(0, 300) : null;
  } catch {
    return null;
  }
}

/**
 * A form page's headers (contact, newsletter sign-up): public caching as every page, and on a
 * refusal that asks to wait (too many, the database away) its Retry-After, which a page's answer
 * otherwise drops.
 */
export function formPageHeaders(args: { loaderHeaders: Headers; actionHeaders: Headers }) {
  const retryAfter = args.actionHeaders.get("Retry-After");
  return { ...publicPageHeaders(args), ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}
