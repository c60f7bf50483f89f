// JSON API plumbing: every /api/* answer is JSON, errors are {error: message}, bodies are
// read with a hard size limit and validated with zod.
import type { z } from "zod";
import { findUnstorableText, unstorableTextMessage } from "#app/domain/content/unstorable-text.ts";
import type { Refusal } from "#app/domain/shared/outcome.ts";
import { apiUnavailable, reportDatabaseDown } from "#app/http/database-down.server.ts";
import {
  BodyTooLargeError,
  JSON_BODY_LIMIT_BYTES,
  readBodyBytes,
} from "#app/http/request-body.server.ts";

export function jsonError(status: number, error: string, headers?: HeadersInit): Response {
  return Response.json({ error }, { status, headers });
}

/** A use-case's refusal as the API answers it: {error, fieldErrors?} with its status. */
export function jsonRefusal(refusal: Pick<Refusal, "status" | "error" | "fieldErrors">): Response {
  const { status, error, fieldErrors } = refusal;
  return Response.json(fieldErrors ? { error, fieldErrors } : { error }, { status });
}

/** A readable sentence from the first zod issue, e.g. "email: Enter a valid email address." */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  const field = issue.path.join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * Parses a JSON body against a schema. Throws JSON responses: 415 for another content type,
 * 413 beyond the limit, 400 for malformed JSON or invalid fields.
 */
export async function readJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  options: { allowTextPlain?: boolean; limitBytes?: number } = {},
): Promise<z.infer<T>> {
  const contentType = (request.headers.get("content-type") ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
  const isAccepted =
    contentType === "application/json" || (options.allowTextPlain && contentType === "text/plain");
  if (!isAccepted) {
    throw jsonError(415, "Send the request body as JSON with Content-Type: application/json.");
  }
  let bytes: Uint8Array;
  try {
    bytes = await readBodyBytes(request, options.limitBytes ?? JSON_BODY_LIMIT_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    throw jsonError(413, error.message);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw jsonError(400, "Request body is not valid UTF-8 text.");
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw jsonError(400, "Request body is not valid JSON.");
  }
  const unstorable = findUnstorableText(value);
  if (unstorable) throw jsonError(400, unstorableTextMessage(unstorable));
  const result = schema.safeParse(value);
  if (!result.success) throw jsonError(400, describeIssue(result.error));
  return result.data;
}

export function methodNotAllowed(allowed: string[]): Response {
  return jsonError(405, `Method not allowed: use ${allowed.join(" or ")}.`, {
    Allow: allowed.join(", "),
  });
}

/**
 * Runs an API handler so that every failure is JSON: thrown Responses pass through; anything
 * else comes from the database being away (the handlers validate everything else) and is
 * answered 503 without details.
 */
export async function handleApi(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof Response) return error;
    reportDatabaseDown("API", error);
    return apiUnavailable();
  }
}
