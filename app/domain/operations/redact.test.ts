import { describe, expect, it } from "vitest";
import {
  maskAddress,
  MASKED_EMAIL,
  REDACTED,
  redact,
  redactText,
} from "#app/domain/operations/redact.ts";

describe("redactText", () => {
  it("masks e-mail addresses anywhere in a string", () => {
    expect(redactText("Could not send to ama.mensah+news@example.com.gh: 550")).toBe(
      `Could not send to ${MASKED_EMAIL}: 550`,
    );
    expect(redactText("<kofi@akwaabastays.com>, yaw@mail.co")).toBe(
      `<${MASKED_EMAIL}>, ${MASKED_EMAIL}`,
    );
  });

  it("masks credentials in URLs, bearer tokens and token parameters", () => {
    expect(redactText("connect postgresql://app:hunter2@db:5432/site failed")).toBe(
      `connect postgresql://${REDACTED}@db:5432/site failed`,
    );
    expect(redactText("Authorization: Bearer abc.def-ghi")).toBe(
      `Authorization: Bearer ${REDACTED}`,
    );
    // Nothing but the word and the token: no "@" or "=" to give it away.
    expect(redactText("basic\tdXNlcjpwYXNz")).toBe(`basic ${REDACTED}`);
    expect(redactText("/newsletter/confirm?token=eyJ1.x&from=mail")).toBe(
      `/newsletter/confirm?token=${REDACTED}&from=mail`,
    );
  });

  it("leaves ordinary text alone", () => {
    expect(redactText("GET /hotels/labadi-beach 200 in 12 ms")).toBe(
      "GET /hotels/labadi-beach 200 in 12 ms",
    );
  });
});

describe("redact", () => {
  it("replaces the values of secret keys at any depth", () => {
    const logged = redact({
      password: "integration-test-password",
      body: { Email: "a@b.co", newPassword: "x", sessionId: "s", csrfToken: "t" },
      headers: { authorization: "Bearer z", cookie: "admin_session=abc", accept: "text/html" },
      SMTP_URL: "smtp://u:p@h",
      count: 3,
    });
    expect(logged).toEqual({
      password: REDACTED,
      body: {
        Email: MASKED_EMAIL,
        newPassword: REDACTED,
        sessionId: REDACTED,
        csrfToken: REDACTED,
      },
      headers: { authorization: REDACTED, cookie: REDACTED, accept: "text/html" },
      SMTP_URL: REDACTED,
      count: 3,
    });
  });

  it("keeps an error's name, message and stack, scrubbed", () => {
    const error = Object.assign(new Error("550 mailbox kofi@example.com unknown"), {
      responseCode: 550,
    });
    const logged = redact(error) as Record<string, unknown>;
    expect(logged.message).toBe(`550 mailbox ${MASKED_EMAIL} unknown`);
    expect(logged.responseCode).toBe(550);
    expect(String(logged.stack)).not.toContain("kofi@example.com");
  });

  it("stops at a bounded depth instead of following a cycle", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(JSON.stringify(redact(cycle))).toContain("[too deep]");
  });
});

describe("maskAddress", () => {
  it("keeps the first letter and the domain only", () => {
    expect(maskAddress("kofi.mensah@example.com")).toBe("k***@example.com");
    expect(maskAddress("not-an-address")).toBe("***");
  });
});
