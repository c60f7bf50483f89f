// What an error event may carry to the error tracker (docs/decisions/044): the same masking as the
// logs, from the same rules (app/domain/operations/redact.ts), so an error message or a field that names an
// address, a token or a secret reaches neither. The stack frames (file, function, line) stay
// whole: they are code, and the tracker groups events by them.
import type { ErrorEvent } from "@sentry/core";
import { redact, redactText } from "#app/domain/operations/redact.ts";

/** A copy of the event fit to leave the server; nothing about the visitor (request, user) goes. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const { request: _request, user: _user, ...kept } = event;
  return {
    ...kept,
    ...(event.message === undefined ? {} : { message: redactText(event.message) }),
    ...(event.exception?.values
      ? {
          exception: {
            values: event.exception.values.map((value) =>
              value.value === undefined ? value : { ...value, value: redactText(value.value) },
            ),
          },
        }
      : {}),
    ...(event.tags ? { tags: redact(event.tags) as ErrorEvent["tags"] } : {}),
    ...(event.extra ? { extra: redact(event.extra) as ErrorEvent["extra"] } : {}),
    ...(event.contexts ? { contexts: redact(event.contexts) as ErrorEvent["contexts"] } : {}),
    ...(event.breadcrumbs
      ? { breadcrumbs: redact(event.breadcrumbs) as ErrorEvent["breadcrumbs"] }
      : {}),
  };
}
