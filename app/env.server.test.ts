import { describe, expect, it } from "vitest";
import { parseEnv, sessionSecrets } from "#app/env.server.ts";

const strong = {
  ADMIN_PASSWORD: "correct-horse-battery",
  SESSION_SECRET: "0123456789abcdef0123456789abcdef-secret",
  SITE_URL: "https://stays.example",
};

describe("parseEnv", () => {
  it("gives every variable a local default", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_NAME).toBe("Akwaaba Stays");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.isProduction).toBe(false);
    expect(env.ADMIN_PASSWORD.length).toBeGreaterThan(0);
  });

  it("treats empty strings as unset and trims a trailing slash from SITE_URL", () => {
    const env = parseEnv({ DATABASE_URL: "", SITE_URL: "https://stays.example/" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe("https://stays.example");
  });

  it("names the variable when a value is invalid", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/^Invalid environment variable PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("refuses production without strong secrets, one line naming the variable", () => {
    expect(() =>
      parseEnv({ NODE_ENV: "production", SESSION_SECRET: strong.SESSION_SECRET }),
    ).toThrow("ADMIN_PASSWORD (or ADMIN_PASSWORD_HASH) must be set in production");
    expect(() =>
      parseEnv({
        NODE_ENV: "production",
        ADMIN_PASSWORD: "short",
        SESSION_SECRET: strong.SESSION_SECRET,
      }),
    ).toThrow(/^ADMIN_PASSWORD is too weak/);
    expect(() =>
      parseEnv({ NODE_ENV: "production", ADMIN_PASSWORD: strong.ADMIN_PASSWORD }),
    ).toThrow("SESSION_SECRET must be set in production");
    expect(() =>
      parseEnv({
        NODE_ENV: "production",
        ADMIN_PASSWORD: strong.ADMIN_PASSWORD,
        SESSION_SECRET: "short",
      }),
    ).toThrow(/^SESSION_SECRET is too weak/);
  });

  it("accepts production with strong secrets, or a password hash instead of a password", () => {
    expect(parseEnv({ NODE_ENV: "production", ...strong }).isProduction).toBe(true);
    expect(
      parseEnv({
        NODE_ENV: "production",
        ADMIN_PASSWORD_HASH: "scrypt$abc$def",
        SESSION_SECRET: strong.SESSION_SECRET,
        SITE_URL: strong.SITE_URL,
      }).isProduction,
    ).toBe(true);
  });

  it("refuses production without an explicit SITE_URL, naming it in one line", () => {
    const { SITE_URL: _unset, ...secrets } = strong;
    expect(() => parseEnv({ NODE_ENV: "production", ...secrets })).toThrow(
      /^SITE_URL must be set in production: the address visitors use/,
    );
    expect(parseEnv({ NODE_ENV: "production", ...strong }).SITE_URL).toBe("https://stays.example");
    // Outside production the local address stays the default.
    expect(parseEnv({ ...secrets }).SITE_URL).toBe("http://localhost:3000");
  });

  it("takes MAIL_FROM as a bare address or as Name <address>, and names it when it is neither", () => {
    expect(parseEnv({ MAIL_FROM: "news@akwaabastays.com" }).MAIL_FROM).toBe(
      "news@akwaabastays.com",
    );
    expect(parseEnv({ MAIL_FROM: "Akwaaba Stays <news@akwaabastays.com>" }).MAIL_FROM).toBe(
      "Akwaaba Stays <news@akwaabastays.com>",
    );
    expect(() => parseEnv({ MAIL_FROM: "Akwaaba Stays" })).toThrow(
      /^Invalid environment variable MAIL_FROM: must be an e-mail address like/,
    );
  });

  it("keeps previous session secrets for verification, newest first, strong ones in production", () => {
    const older = "an-older-secret-that-is-32-chars-long";
    const env = parseEnv({ SESSION_SECRET_PREVIOUS: ` ${strong.SESSION_SECRET}, ${older} ,` });
    expect(env.SESSION_SECRET_PREVIOUS).toEqual([strong.SESSION_SECRET, older]);
    expect(sessionSecrets(env)).toEqual([env.SESSION_SECRET, strong.SESSION_SECRET, older]);
    expect(parseEnv({}).SESSION_SECRET_PREVIOUS).toEqual([]);
    expect(() =>
      parseEnv({ NODE_ENV: "production", ...strong, SESSION_SECRET_PREVIOUS: `${older},short` }),
    ).toThrow(/^SESSION_SECRET_PREVIOUS holds a secret too weak for production/);
  });

  it("leaves the error tracker off by default and takes a DSN, its environment and release", () => {
    const off = parseEnv({});
    expect(off.SENTRY_DSN).toBeUndefined();
    expect(off.SENTRY_ENVIRONMENT).toBe("development");
    expect(parseEnv({ NODE_ENV: "production", ...strong }).SENTRY_ENVIRONMENT).toBe("production");
    const on = parseEnv({
      SENTRY_DSN: "https://0123abcd@o1.ingest.sentry.io/42",
      SENTRY_ENVIRONMENT: "staging",
      SENTRY_RELEASE: "akwaaba-stays@1.4.0",
    });
    expect(on).toMatchObject({
      SENTRY_DSN: "https://0123abcd@o1.ingest.sentry.io/42",
      SENTRY_ENVIRONMENT: "staging",
      SENTRY_RELEASE: "akwaaba-stays@1.4.0",
    });
    for (const dsn of [
      "not a url",
      "https://o1.ingest.sentry.io/42",
      "https://key@sentry.example/",
    ])
      expect(() => parseEnv({ SENTRY_DSN: dsn })).toThrow(
        /^Invalid environment variable SENTRY_DSN/,
      );
  });
});
