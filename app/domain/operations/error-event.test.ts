import type { ErrorEvent } from "@sentry/core";
import { describe, expect, it } from "vitest";
import { scrubEvent } from "#app/domain/operations/error-event.ts";
import { MASKED_EMAIL, REDACTED } from "#app/domain/operations/redact.ts";

const frames = [{ filename: "/srv/app/build/server/index.js", function: "loader", lineno: 12 }];

function event(overrides: Partial<ErrorEvent> = {}): ErrorEvent {
  return {
    type: undefined,
    event_id: "0123456789abcdef0123456789abcdef",
    level: "error",
    exception: {
      values: [
        {
          type: "Error",
          value: "Could not send to ama.mensah@example.com via smtps://mailer:hunter2@mail.example",
          stacktrace: { frames },
          mechanism: { type: "request", handled: false },
        },
        { type: "Error", value: "GET /newsletter/confirm?token=eyJ1.x failed: Bearer abc.def" },
      ],
    },
    tags: { request_id: "edge-7f3a9c2e41", route: "/hotels/:slug" },
    ...overrides,
  };
}

describe("scrubEvent", () => {
  it("masks addresses, URL credentials, tokens and bearer tokens in every exception's message", () => {
    const [first, cause] = scrubEvent(event()).exception!.values!;
    expect(first!.value).toBe(
      `Could not send to ${MASKED_EMAIL} via smtps://${REDACTED}@mail.example`,
    );
    expect(cause!.value).toBe(
      `GET /newsletter/confirm?token=${REDACTED} failed: Bearer ${REDACTED}`,
    );
  });

  it("keeps what groups and finds the event: type, stack frames, mechanism, request id and route", () => {
    const scrubbed = scrubEvent(event());
    expect(scrubbed.exception!.values![0]).toMatchObject({
      type: "Error",
      stacktrace: { frames },
      mechanism: { type: "request", handled: false },
    });
    expect(scrubbed.tags).toEqual({ request_id: "edge-7f3a9c2e41", route: "/hotels/:slug" });
    expect(scrubbed.event_id).toBe("0123456789abcdef0123456789abcdef");
  });

  it("replaces secret fields and masks strings in extra data, contexts and breadcrumbs", () => {
    const scrubbed = scrubEvent(
      event({
        message: "Reply to kofi@akwaabastays.com failed",
        extra: { sessionCookie: "__session=abc", note: "from yaw@mail.co", password: "x" },
        contexts: { job: { queue: "mail-drain", SMTP_URL: "smtp://u:p@h" } },
        breadcrumbs: [{ message: "POST /api/subscribe ama@example.com", data: { token: "t" } }],
      }),
    );
    expect(scrubbed.message).toBe(`Reply to ${MASKED_EMAIL} failed`);
    expect(scrubbed.extra).toEqual({
      sessionCookie: REDACTED,
      note: `from ${MASKED_EMAIL}`,
      password: REDACTED,
    });
    expect(scrubbed.contexts).toEqual({ job: { queue: "mail-drain", SMTP_URL: REDACTED } });
    expect(scrubbed.breadcrumbs).toEqual([
      { message: `POST /api/subscribe ${MASKED_EMAIL}`, data: { token: REDACTED } },
    ]);
  });

  it("sends nothing about the visitor: no request data, no user, no IP address", () => {
    const scrubbed = scrubEvent(
      event({
        request: {
          url: "https://stays.example/?email=ama@example.com",
          headers: { cookie: "s=1" },
        },
        user: { ip_address: "41.66.200.7", email: "ama@example.com" },
      }),
    );
    expect(scrubbed).not.toHaveProperty("request");
    expect(scrubbed).not.toHaveProperty("user");
    expect(JSON.stringify(scrubbed)).not.toMatch(/41\.66|ama@example|s=1/);
  });
});
