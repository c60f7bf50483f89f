// The e-mails that carry a single-use staff link (an invitation, a password reset): a new link
// for the person, its e-mail rendered and queued in the outbox, all in the caller's transaction
// (the caller wakes the mailer once it commits).
import type { ReactElement } from "react";
import { getEnv } from "#app/env.server.ts";
import { queueEmails } from "#app/mail/outbox.server.ts";
import { renderEmail } from "#app/mail/render.server.ts";
import type { Database } from "#app/models/db.server.ts";
import { issueStaffToken, type StaffRow, type TokenPurpose } from "#app/models/staff.server.ts";

const LINK_PATHS: Record<TokenPurpose, string> = {
  invite: "/admin/invite/",
  reset: "/admin/reset/",
};

/** What the e-mail template is given: the site, and the link. */
export interface StaffLinkEmailProps {
  siteName: string;
  siteUrl: string;
  url: string;
}

/** Queues the e-mail with a new `purpose` link for `person`; answers the link. */
export async function queueStaffLink(
  tx: Database,
  person: StaffRow,
  purpose: TokenPurpose,
  mail: { kind: string; subject: string; body: (props: StaffLinkEmailProps) => ReactElement },
): Promise<string> {
  const env = getEnv();
  const token = await issueStaffToken(person.id, purpose, tx);
  const url = `${env.SITE_URL}${LINK_PATHS[purpose]}${token}`;
  const { html, text } = await renderEmail(
    mail.body({ siteName: env.SITE_NAME, siteUrl: env.SITE_URL, url }),
  );
  const { kind, subject } = mail;
  await queueEmails([{ kind, toAddress: person.email, subject, html, text }], tx);
  return url;
}
