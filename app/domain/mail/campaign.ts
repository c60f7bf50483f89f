// A newsletter campaign as the operator writes it: subject, preheader and a Markdown body whose
// links lead only to this site's own pages. Partner and retailer links do not belong in e-mail
// (PARTNERS.md: Amazon forbids its links in e-mail), and a link elsewhere would leave the reader
// without the campaign's click count.
import type { Locale } from "#app/domain/languages/locale.ts";
import { parseMarkdown, type MdBlock, type MdInline } from "#app/domain/text/markdown.ts";
import { z } from "#app/domain/shared/zod.ts";

export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "sent"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

function inlineLinks(nodes: readonly MdInline[]): string[] {
  return nodes.flatMap((node) => {
    if (node.kind === "link") return [node.href, ...inlineLinks(node.children)];
    if (node.kind === "image") return [node.src];
    if ("children" in node) return inlineLinks(node.children);
    return [];
  });
}

function blockLinks(block: MdBlock): string[] {
  switch (block.kind) {
    case "heading":
    case "paragraph":
      return inlineLinks(block.children);
    case "list":
      return block.items.flatMap((item) => item.flatMap(blockLinks));
    case "blockquote":
      return block.children.flatMap(blockLinks);
    case "table":
      return [...block.header, ...block.rows.flat()].flatMap(inlineLinks);
    default:
      return [];
  }
}

/**
 * Every link destination written in the body, including those the Markdown reader refuses to make
 * links of (`javascript:`, `data:`): the operator should hear that one is wrong, not find its text
 * silently unlinked in the sent e-mail.
 */
function writtenDestinations(body: string): string[] {
  // A destination may hold balanced parentheses, as Markdown allows: "javascript:alert(1)".
  return [...body.matchAll(/\]\(\s*<?((?:[^\s()<>]|\([^\s()]*\))+)/g)].map((match) => match[1]!);
}

/** A path on this site; "//host" and "/\\host" are other sites to a browser. */
function isOwnPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}

/** The addresses in a body that lead away from the site (a mailto: link may stay). */
export function foreignLinks(body: string, siteUrl: string): string[] {
  const links = [...parseMarkdown(body).flatMap(blockLinks), ...writtenDestinations(body)];
  return [
    ...new Set(
      links.filter(
        (href) =>
          !isOwnPath(href) &&
          !href.toLowerCase().startsWith("mailto:") &&
          href !== siteUrl &&
          !href.startsWith(`${siteUrl}/`),
      ),
    ),
  ];
}

/** Adds an issue naming the body's links that lead away from the site, if any. */
function ownLinksOnly(siteUrl: string) {
  return (body: string, context: z.RefinementCtx) => {
    const foreign = foreignLinks(body, siteUrl);
    if (foreign.length > 0) {
      context.addIssue({
        code: "custom",
        message: `Link only to this site's own pages (like /blog/ghana-visa-requirements): partner and shop links do not belong in e-mail. Remove ${foreign.join(", ")}.`,
      });
    }
  };
}

const SUBJECT_MAX = 150;
const BODY_MAX = 50_000;

export function campaignSchema(siteUrl: string) {
  return z
    .object({
      subject: z
        .string({ error: "Subject is required." })
        .trim()
        .min(1, "Subject is required.")
        .max(SUBJECT_MAX, "Subject must be at most 150 characters; inboxes cut long ones."),
      preheader: z
        .string()
        .trim()
        .max(200, "Preheader must be at most 200 characters.")
        .default(""),
      body: z
        .string({ error: "Body is required." })
        .trim()
        .min(1, "Body is required.")
        .max(BODY_MAX, "Body must be at most 50,000 characters.")
        .superRefine(ownLinksOnly(siteUrl)),
      // The French version for French readers (issue 44): optional, but whole when written.
      frenchSubject: z
        .string()
        .trim()
        .max(SUBJECT_MAX, "French subject must be at most 150 characters; inboxes cut long ones.")
        .default(""),
      frenchBody: z
        .string()
        .trim()
        .max(BODY_MAX, "French body must be at most 50,000 characters.")
        .superRefine(ownLinksOnly(siteUrl))
        .default(""),
    })
    .superRefine((campaign, context) => {
      if (campaign.frenchSubject && !campaign.frenchBody) {
        context.addIssue({
          code: "custom",
          path: ["frenchBody"],
          message: "French body is required with a French subject (or leave both empty).",
        });
      }
      if (campaign.frenchBody && !campaign.frenchSubject) {
        context.addIssue({
          code: "custom",
          path: ["frenchSubject"],
          message: "French subject is required with a French body (or leave both empty).",
        });
      }
    });
}

export interface CampaignVersions {
  subject: string;
  preheader: string;
  body: string;
  frenchSubject: string;
  frenchBody: string;
}

/**
 * What a reader in `language` gets: the French version for a French reader when the campaign has
 * one, else the English one. The French version has no preheader of its own; inboxes then show
 * its subject, as they do an English one without a preheader.
 */
export function campaignVersionFor(
  campaign: CampaignVersions,
  language: Locale,
): { language: Locale; subject: string; preheader: string; body: string } {
  if (language === "fr" && campaign.frenchSubject && campaign.frenchBody) {
    return {
      language: "fr",
      subject: campaign.frenchSubject,
      preheader: "",
      body: campaign.frenchBody,
    };
  }
  return {
    language: "en",
    subject: campaign.subject,
    preheader: campaign.preheader,
    body: campaign.body,
  };
}

/** A time to send at: ISO with an offset, or the dashboard's "2026-11-24T12:00", read as GMT. */
export const SendRequestSchema = z.object({
  at: z
    .string()
    .trim()
    .transform((value) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00Z` : value))
    .pipe(
      z.iso.datetime({
        offset: true,
        error: "Send time is a date and time, like 2026-12-01T09:00.",
      }),
    )
    .optional(),
  /** The number of recipients the operator was shown and confirmed (see checkSendConfirmation). */
  confirmRecipients: z
    .number({ error: "confirmRecipients is the number of subscribers you confirm, like 214." })
    .int("confirmRecipients is a whole number of subscribers.")
    .min(0, "confirmRecipients cannot be negative.")
    .optional(),
});

export const TestSendSchema = z.object({
  email: z.email({ error: "Enter the address to send the test to." }),
});
