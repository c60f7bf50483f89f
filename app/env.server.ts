// Configuration, parsed once from the environment. Every variable has a local default;
// production refuses weak or missing secrets, and a missing SITE_URL, with a one-line message
// naming the variable.
import { z } from "zod";
import { MAILBOX_HINT, parseMailbox } from "#app/domain/mail/mailbox.ts";

const LOCAL_ADMIN_PASSWORD = "akwaaba-local-admin";
const LOCAL_SESSION_SECRET = "local-session-secret-not-for-production-use";

const url = z.url({ protocol: /^https?$/ });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  SITE_URL: url.default("http://localhost:3000").transform((value) => value.replace(/\/+$/, "")),
  SITE_NAME: z.string().trim().min(1).default("Akwaaba Stays"),
  CONTACT_EMAIL: z.email().default("hello@akwaabastays.com"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /**
   * PostgreSQL as the role that owns the tables: migrations, pg-boss's schema and restores run
   * with it, and it grants DATABASE_URL's role what serving needs and no more (the audit log:
   * read and append only). Unset: DATABASE_URL does everything, with a warning at start.
   */
  DATABASE_OWNER_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** Where backup archives go unless the operator picks a folder: DATA_DIR/backups when unset. */
  BACKUP_DIR: z.string().min(1).optional(),
  /**
   * The first owner's sign-in e-mail, used once: on first start, when nobody has an account, the
   * owner is made from it and ADMIN_PASSWORD (or ADMIN_PASSWORD_HASH). Defaults to CONTACT_EMAIL.
   */
  OWNER_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_PASSWORD_HASH: z
    .string()
    .regex(
      /^scrypt\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/,
      "use the output of scripts/hash-password.ts",
    )
    .optional(),
  SESSION_SECRET: z.string().optional(),
  /**
   * Secrets SESSION_SECRET had before, comma-separated, newest first: links signed with them
   * (unsubscribe, preview) still verify after a rotation; nothing new is signed with them.
   */
  SESSION_SECRET_PREVIOUS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((secret) => secret.trim())
        .filter(Boolean),
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  // E-mail (docs/decisions/018). The sender defaults to CONTACT_EMAIL; newsletters need a postal
  // address in their footer (CAN-SPAM), so none is sent until POSTAL_ADDRESS is set. MAIL_FROM
  // takes a bare address or "Name <address>", as mail settings usually do.
  MAIL_FROM: z
    .string()
    .trim()
    .refine((value) => parseMailbox(value) !== null, `must be ${MAILBOX_HINT}`)
    .optional(),
  POSTAL_ADDRESS: z.string().trim().max(300).default(""),
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** The first retry's delay after a temporary SMTP failure; each next one doubles. */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  /** On the embedded database, how long a claim lasts between renewals while a message is sent. */
  MAIL_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3_600).default(120),
  DKIM_DOMAIN: z.string().optional(),
  DKIM_SELECTOR: z.string().optional(),
  DKIM_PRIVATE_KEY: z.string().optional(),
  TRUST_PROXY: z.string().default("loopback"),
  // Observability (docs/decisions/030). /metrics answers only a scraper that sends this token as
  // a bearer token, and 404s while it is unset; LOG_FORMAT and LOG_LEVEL are read by the logger
  // itself (app/observability/log.server.ts), listed here so they are checked and documented.
  METRICS_TOKEN: z.string().min(24, "must be at least 24 random characters").optional(),
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  // First value of the Settings tab's alert address (the daily digest, a failed backup).
  OPERATOR_EMAIL: z.email().optional(),
  // The error tracker (docs/decisions/044): off unless SENTRY_DSN is set. SENTRY_ENVIRONMENT
  // defaults to NODE_ENV.
  SENTRY_DSN: url
    .refine(isSentryDsn, "must be the project's DSN, such as https://<key>@o1.ingest.sentry.io/42")
    .optional(),
  SENTRY_ENVIRONMENT: z.string().trim().min(1).optional(),
  SENTRY_RELEASE: z.string().trim().min(1).optional(),
  // Partner accounts (docs/partners.md). Empty means not set: links still work but do not earn.
  STAYS_PARTNER: z.enum(["booking", "booking-awin", "agoda"]).default("booking"),
  BOOKING_AID: z.string().regex(/^\d+$/, "must be the number Booking.com issued").default(""),
  AWIN_MID: z.string().default(""),
  AWIN_AFFID: z.string().default(""),
  AGODA_CID: z.string().default(""),
  TRAVELPAYOUTS_MARKER: z.string().default(""),
  FLIGHTS_PARTNER: z.enum(["aviasales", "skyscanner"]).default("aviasales"),
  SKYSCANNER_PARTNER_ID: z.string().default(""),
  DISCOVERCARS_AID: z.string().default(""),
  ACTIVITIES_PARTNER: z.enum(["getyourguide", "viator"]).default("getyourguide"),
  GETYOURGUIDE_PARTNER_ID: z.string().default(""),
  VIATOR_PID: z.string().default(""),
  AMAZON_TAG: z.string().default("akwaabastays-20"),
  MAPS_SEARCH_URL: url.default("https://www.google.com/maps/search/"),
  SOCIAL_FACEBOOK_URL: url.optional(),
  SOCIAL_INSTAGRAM_URL: url.optional(),
  SOCIAL_X_URL: url.optional(),
  SOCIAL_YOUTUBE_URL: url.optional(),
  // Photos: on disk under DATA_DIR/media unless an S3-compatible bucket is set, which several
  // app servers can share.
  MEDIA_S3_BUCKET: z.string().optional(),
  MEDIA_S3_REGION: z.string().default("us-east-1"),
  MEDIA_S3_ENDPOINT: url.optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().default(""),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().default(""),
  MEDIA_S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  MEDIA_S3_PREFIX: z.string().default(""),
  // The backups' off-site bucket (its name and prefix are the operator's, on the Backups tab):
  // each unset one falls back to the media bucket's MEDIA_S3_* value.
  BACKUP_S3_ENDPOINT: url.optional(),
  BACKUP_S3_REGION: z.string().optional(),
  BACKUP_S3_ACCESS_KEY_ID: z.string().optional(),
  BACKUP_S3_SECRET_ACCESS_KEY: z.string().optional(),
  BACKUP_S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  CLAIM_TRAVELLERS: z.string().default("50,000+"),
  CLAIM_RATING: z.string().default("4.8/5"),
  CLAIM_SUPPORT: z.string().default("24/7"),
  // Recurring jobs (docs/decisions/027). The probe is for tests of the scheduler only: a cron
  // expression here adds a job that does nothing but print one line per run.
  JOB_PROBE_CRON: z.string().trim().optional(),
  // Tests of the error tracker only: with ERROR_PROBE=1, a request carrying an X-Error-Probe
  // header fails with a 500 whose error message is the header's value.
  ERROR_PROBE: z
    .enum(["1"])
    .optional()
    .transform((value) => value === "1"),
});

/** A Sentry DSN names its project's public key (the user part) and ends with the project id. */
function isSentryDsn(value: string): boolean {
  // zod runs the refinement on a value its URL check refused too: that check names the problem.
  if (!URL.canParse(value)) return true;
  const dsn = new URL(value);
  return dsn.username !== "" && /\/\d+$/.test(dsn.pathname);
}

export type Env = z.infer<typeof EnvSchema> & {
  OWNER_EMAIL: string;
  ADMIN_PASSWORD: string;
  SESSION_SECRET: string;
  SENTRY_ENVIRONMENT: string;
  isProduction: boolean;
};

/** Parses a variable set; throws an Error whose message is one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
  }
  const env = result.data;
  const isProduction = env.NODE_ENV === "production";

  if (isProduction) {
    if (!env.ADMIN_PASSWORD_HASH) {
      if (!env.ADMIN_PASSWORD) {
        throw new Error("ADMIN_PASSWORD (or ADMIN_PASSWORD_HASH) must be set in production");
      }
      if (env.ADMIN_PASSWORD.length < 12 || env.ADMIN_PASSWORD === LOCAL_ADMIN_PASSWORD) {
        throw new Error("ADMIN_PASSWORD is too weak for production: use at least 12 characters");
      }
    }
    if (!env.SESSION_SECRET) {
      throw new Error("SESSION_SECRET must be set in production");
    }
    if (env.SESSION_SECRET.length < 32 || env.SESSION_SECRET === LOCAL_SESSION_SECRET) {
      throw new Error(
        "SESSION_SECRET is too weak for production: use at least 32 random characters",
      );
    }
    if (env.SESSION_SECRET_PREVIOUS.some((secret) => secret.length < 32)) {
      throw new Error(
        "SESSION_SECRET_PREVIOUS holds a secret too weak for production: each must have at least 32 characters",
      );
    }
    // The default would put localhost into the sitemap, canonical links, feeds and e-mails.
    if (!("SITE_URL" in cleaned)) {
      throw new Error(
        "SITE_URL must be set in production: the address visitors use, such as https://akwaabastays.com",
      );
    }
  }

  return {
    ...env,
    OWNER_EMAIL: env.OWNER_EMAIL ?? env.CONTACT_EMAIL,
    ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? LOCAL_ADMIN_PASSWORD,
    SESSION_SECRET: env.SESSION_SECRET ?? LOCAL_SESSION_SECRET,
    SENTRY_ENVIRONMENT: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
    isProduction,
  };
}

let cached: Env | undefined;

/** The secrets a signature may verify against, current first; only the first signs. */
export function sessionSecrets(env: Env = getEnv()): string[] {
  return [env.SESSION_SECRET, ...env.SESSION_SECRET_PREVIOUS];
}

/** The process's configuration, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
