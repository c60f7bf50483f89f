// The newsletter and contact endpoints (POST /api/subscribe, POST /api/contact) and their no-JS
// form actions: valid, invalid, duplicate, oversized and malformed input, rate limits, and what
// ends up stored (read from the database of a server of our own, once it has stopped).
import { rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, inject, it } from "vitest";
import { awaitFreshWindow, postJson, postForm as postBrowserForm } from "#tests/http.ts";
import { makeDataDir, startServer } from "#tests/server-process.ts";

const baseUrl = inject("baseUrl");

// Loopback is a trusted proxy, so each test can act as its own client.
let clientCounter = 0;
function asClient() {
  clientCounter += 1;
  return { "X-Forwarded-For": `203.0.113.${clientCounter}` };
}

async function expectJsonError(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: string };
  expect(body.error).toMatch(message);
}

function postForm(base: string, path: string, fields: Record<string, string>, client = asClient()) {
  return postBrowserForm(base, path, fields, client);
}

const validMessage = {
  name: "Ama Mensah",
  email: "ama@example.com",
  message: "Is the Labadi area walkable from the beach hotels?",
};

describe("POST /api/subscribe", () => {
  it("accepts a valid address with 202 pending: confirmed by e-mail before it is active", async () => {
    const response = await postJson(
      baseUrl,
      "/api/subscribe",
      { email: "reader@example.com" },
      asClient(),
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ success: true, status: "pending" });
  });

  it("treats a second signup of the same address (any case) as success", async () => {
    const client = asClient();
    for (const email of ["twice@example.com", "Twice@Example.COM"]) {
      expect((await postJson(baseUrl, "/api/subscribe", { email }, client)).status).toBe(202);
    }
  });

  it("rejects a missing, empty or invalid address with 400 and a message", async () => {
    await expectJsonError(
      await postJson(baseUrl, "/api/subscribe", {}, asClient()),
      400,
      /email: Email is required/,
    );
    await expectJsonError(
      await postJson(baseUrl, "/api/subscribe", { email: "   " }, asClient()),
      400,
      /email: Email is required/,
    );
    await expectJsonError(
      await postJson(baseUrl, "/api/subscribe", { email: "not-an-address" }, asClient()),
      400,
      /email: Enter a valid email address/,
    );
    await expectJsonError(
      await postJson(baseUrl, "/api/subscribe", { email: 42 }, asClient()),
      400,
      /email/,
    );
  });

  it("takes an optional language, English or French, and refuses any other with 400", async () => {
    const french = await postJson(
      baseUrl,
      "/api/subscribe",
      { email: "lectrice@example.ci", language: "fr" },
      asClient(),
    );
    expect(french.status).toBe(202);
    expect(await french.json()).toMatchObject({
      success: true,
      status: "pending",
      message: expect.stringMatching(/^(Presque fini|Merci : votre inscription)/) as string,
    });
    const english = await postJson(
      baseUrl,
      "/api/subscribe",
      { email: "reader-en@example.com", language: "en" },
      asClient(),
    );
    expect(english.status).toBe(202);
    expect(await english.json()).toMatchObject({
      message: expect.stringMatching(/^(Almost there|Thanks: your sign-up)/) as string,
    });
    for (const language of ["de", "French", null, 2]) {
      await expectJsonError(
        await postJson(baseUrl, "/api/subscribe", { email: "x@example.com", language }, asClient()),
        400,
        /language: Language must be "en" or "fr"/,
      );
    }
  });

  it("rejects malformed JSON, another content type and oversized bodies", async () => {
    await expectJsonError(
      await postJson(baseUrl, "/api/subscribe", '{"email": ', asClient()),
      400,
      /not valid JSON/,
    );
    const form = await fetch(`${baseUrl}/api/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...asClient() },
      body: "email=a%40example.com",
    });
    await expectJsonError(form, 415, /application\/json/);
    await expectJsonError(
      await postJson(
        baseUrl,
        "/api/subscribe",
        { email: `${"a".repeat(20_000)}@example.com` },
        asClient(),
      ),
      413,
      /16 KB/,
    );
    await expectJsonError(
      await postJson(
        baseUrl,
        "/api/subscribe",
        { email: `${"a".repeat(320)}@example.com` },
        asClient(),
      ),
      400,
      /at most 320/,
    );
  });

  it("answers GET with 405", async () => {
    await expectJsonError(await fetch(`${baseUrl}/api/subscribe`), 405, /use POST/);
  });

  it("limits one client to 10 signups in 10 minutes, with Retry-After", async () => {
    await awaitFreshWindow(10 * 60_000);
    const client = asClient();
    for (let i = 0; i < 10; i++) {
      const response = await postJson(
        baseUrl,
        "/api/subscribe",
        { email: `burst-${i}@example.com` },
        client,
      );
      expect(response.status).toBe(202);
    }
    const limited = await postJson(baseUrl, "/api/subscribe", { email: "x@example.com" }, client);
    await expectJsonError(limited, 429, /Too many/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await postJson(baseUrl, "/api/subscribe", { email: "y@example.com" }, asClient());
    expect(other.status).toBe(202);
  });
});

describe("POST /api/contact", () => {
  it("accepts a valid message with 201", async () => {
    const response = await postJson(baseUrl, "/api/contact", validMessage, asClient());
    expect(response.status).toBe(201);
  });

  it("requires every field, naming the field", async () => {
    for (const field of ["name", "email", "message"] as const) {
      await expectJsonError(
        await postJson(baseUrl, "/api/contact", { ...validMessage, [field]: "  " }, asClient()),
        400,
        new RegExp(`^${field}: `),
      );
    }
    await expectJsonError(
      await postJson(
        baseUrl,
        "/api/contact",
        { ...validMessage, email: "ama-at-example" },
        asClient(),
      ),
      400,
      /email: Enter a valid email address/,
    );
  });

  it("enforces the length limits: name 200, email 320, message 5,000", async () => {
    const cases = [
      ["name", "n".repeat(201), /name: Name must be at most 200 characters/],
      ["email", `${"e".repeat(310)}@example.com`, /email: Email must be at most 320 characters/],
      ["message", "m".repeat(5_001), /message: Message must be at most 5,000 characters/],
    ] as const;
    for (const [field, value, error] of cases) {
      await expectJsonError(
        await postJson(baseUrl, "/api/contact", { ...validMessage, [field]: value }, asClient()),
        400,
        error,
      );
    }
    const atLimit = await postJson(
      baseUrl,
      "/api/contact",
      { name: "n".repeat(200), email: validMessage.email, message: "m".repeat(5_000) },
      asClient(),
    );
    expect(atLimit.status).toBe(201);
  });

  it("rejects malformed JSON, a non-object body and another content type", async () => {
    await expectJsonError(
      await postJson(baseUrl, "/api/contact", "{name:", asClient()),
      400,
      /not valid JSON/,
    );
    await expectJsonError(
      await postJson(baseUrl, "/api/contact", "[1,2]", asClient()),
      400,
      /expected object|Invalid input/i,
    );
    const text = await fetch(`${baseUrl}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", ...asClient() },
      body: JSON.stringify(validMessage),
    });
    await expectJsonError(text, 415, /application\/json/);
  });

  it("limits one client to 5 messages in 10 minutes", async () => {
    await awaitFreshWindow(10 * 60_000);
    const client = asClient();
    for (let i = 0; i < 5; i++) {
      expect((await postJson(baseUrl, "/api/contact", validMessage, client)).status).toBe(201);
    }
    await expectJsonError(
      await postJson(baseUrl, "/api/contact", validMessage, client),
      429,
      /Too many messages/,
    );
  });
});

describe("the forms without JavaScript", () => {
  it("the home page's newsletter action answers with a visible message", async () => {
    const ok = await postForm(baseUrl, "/?index", { email: "nojs@example.com" });
    expect(ok.status).toBe(202);
    // The suite's server sends no e-mail, and the answer does not pretend it did.
    expect(await ok.text()).toContain(
      "your sign-up is saved. We will e-mail you a link to confirm",
    );

    const bad = await postForm(baseUrl, "/?index", { email: "nope" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Failed to subscribe: Enter a valid email address.");
  });

  it("the contact action confirms, or shows field errors and keeps the fields", async () => {
    const ok = await postForm(baseUrl, "/contact", validMessage);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Your message has been sent successfully.");

    const bad = await postForm(baseUrl, "/contact", { ...validMessage, name: " ", email: "x" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Name is required.");
    expect(html).toContain("Enter a valid email address.");
    expect(html).toContain(validMessage.message);
  });

  it("with JavaScript the same actions answer the page's data request with the server's toast", async () => {
    const sent = await postForm(baseUrl, "/contact.data", validMessage);
    expect(sent.status).toBe(200);
    const body = await sent.text();
    for (const words of ["Success!", "Your message has been sent successfully."]) {
      expect(body).toContain(words);
    }
    const refused = await postForm(baseUrl, "/_.data?index", { email: "nope" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter a valid email address.");
    const signedUp = await postForm(baseUrl, "/_.data?index", { email: "js@example.com" });
    expect(await signedUp.text()).toContain("Check your inbox");
  });

  it("accepts a full-length message in Chinese, though URL encoding makes it 45 KB", async () => {
    // "How do I get from Accra to Kumasi? Is the bus safe at night?"
    const message = "请问从阿克拉到库马西怎么走？夜间乘坐大巴安全吗？".repeat(250).slice(0, 5_000);
    const response = await postForm(baseUrl, "/contact", { ...validMessage, message });
    expect(new URLSearchParams({ message }).toString().length).toBeGreaterThan(40 * 1024);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Your message has been sent successfully.");
  });

  it("refuses a form body over 64 KB with a 413 page, sent in one piece or in chunks", async () => {
    const huge = { ...validMessage, message: "x".repeat(70_000) };
    const whole = await postForm(baseUrl, "/contact", huge);
    expect(whole.status).toBe(413);
    expect(await whole.text()).toContain("That was too much to send");

    const encoded = new TextEncoder().encode(new URLSearchParams(huge).toString());
    const chunked = await fetch(`${baseUrl}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...asClient() },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < encoded.length; at += 8192) {
            controller.enqueue(encoded.subarray(at, at + 8192));
          }
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.text()).toContain("That was too much to send");
  });
});

describe("what is stored", () => {
  const dataDir = makeDataDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps every accepted submission once, and nothing invalid or from the honeypot", async () => {
    const server = await startServer({ dataDir, env: { DATABASE_URL: "" } });
    try {
      const url = server.url;
      const subscribe = (email: unknown) => postJson(url, "/api/subscribe", { email }, asClient());
      const contact = (body: unknown) => postJson(url, "/api/contact", body, asClient());

      expect((await subscribe("First@Example.com")).status).toBe(202);
      expect((await subscribe("first@example.com")).status).toBe(202);
      expect((await subscribe("FIRST@EXAMPLE.COM")).status).toBe(202);
      expect((await subscribe("second@example.com")).status).toBe(202);
      expect((await subscribe("invalid")).status).toBe(400);
      expect((await postForm(url, "/?index", { email: "Form@Example.com" })).status).toBe(202);
      expect((await postForm(url, "/?index", { email: "bad" })).status).toBe(400);

      expect((await contact(validMessage)).status).toBe(201);
      expect((await contact({ ...validMessage, message: "x".repeat(5_001) })).status).toBe(400);
      expect((await contact({ ...validMessage, email: "" })).status).toBe(400);
      // A filled honeypot looks like success to the bot and stores nothing.
      expect((await contact({ ...validMessage, name: "Bot", website: "http://spam" })).status).toBe(
        201,
      );
      expect(
        (await postForm(url, "/contact", { ...validMessage, name: "No JS", website: "" })).status,
      ).toBe(200);
      expect(
        (await postForm(url, "/contact", { ...validMessage, name: "Form bot", website: "x" }))
          .status,
      ).toBe(200);
    } finally {
      await server.stop();
    }

    const db = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      const subscribers = await db.query<{ email: string }>(
        "select email from newsletter_subscriptions order by email",
      );
      expect(subscribers.rows.map((row) => row.email)).toEqual([
        "first@example.com",
        "form@example.com",
        "second@example.com",
      ]);
      const messages = await db.query<{
        name: string;
        email: string;
        message: string;
        replied: boolean;
        has_created_at: boolean;
      }>(
        "select name, email, message, replied, created_at is not null as has_created_at from contact_messages order by id",
      );
      expect(messages.rows).toEqual([
        { ...validMessage, replied: false, has_created_at: true },
        { ...validMessage, name: "No JS", replied: false, has_created_at: true },
      ]);
      const events = await db.query<{ event_type: string; count: number }>(
        "select event_type, count(*)::int as count from analytics_events where event_type in ('newsletter_signup', 'contact_sent') group by event_type order by event_type",
      );
      expect(events.rows).toEqual([
        { event_type: "contact_sent", count: 2 },
        { event_type: "newsletter_signup", count: 5 },
      ]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
