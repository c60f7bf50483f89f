// What the operator is told by e-mail (docs/decisions/030): the daily digest lists what needs
// their hand (a failed backup, e-mails that could not be sent, partner links that are broken or
// do not earn, facts past their review date, a cedi rate 30 days old) and is not sent when there
// is nothing to list.

export interface DigestFacts {
  /** The last backup, when it failed; null when it succeeded or none ran yet. */
  failedBackup: { at: string; error: string | null } | null;
  /** Outbox messages that gave up since the last digest; recipients already masked. */
  failedMails: { kind: string; to: string; error: string | null }[];
  brokenLinks: { label: string; problems: string[] }[];
  /** Partners in use with no affiliate id: their links work but earn nothing. */
  partnersWithoutId: { name: string; category: string }[];
  overdueFacts: { id: string; value: string; reviewBy: string }[];
  /** The cedi reference rate, when it is 30 days old or more (cedi.ts isCediRateStale). */
  staleCediRate: StaleCediRate | null;
}

export interface StaleCediRate {
  rate: number;
  /** YYYY-MM-DD */
  date: string;
  source: string;
  days: number;
}

/** "GH₵ 10.92 to the dollar (Bank of Ghana interbank rate of 2026-01-29) is 304 days old: …" */
export function staleCediRateLine(stale: StaleCediRate): string {
  return `GH₵ ${stale.rate} to the dollar (${stale.source || "rate"} of ${stale.date}) is ${stale.days} days old: cedi prices drift from what travellers pay. Update it in Settings, Prices in cedis.`;
}

export interface OperatorMail {
  subject: string;
  text: string;
  html: string;
}

interface DigestSection {
  title: string;
  lines: string[];
}

const MAX_LINES = 20;

function sectionsOf(facts: DigestFacts): DigestSection[] {
  const sections: DigestSection[] = [];
  if (facts.failedBackup) {
    sections.push({
      title: "The last backup failed",
      lines: [`${facts.failedBackup.at}: ${facts.failedBackup.error ?? "no reason recorded"}`],
    });
  }
  if (facts.failedMails.length > 0) {
    sections.push({
      title: `E-mails failing (${facts.failedMails.length})`,
      lines: facts.failedMails.map(
        (mail) => `${mail.kind} to ${mail.to}: ${mail.error ?? "no reason recorded"}`,
      ),
    });
  }
  if (facts.brokenLinks.length > 0) {
    sections.push({
      title: `Partner links broken (${facts.brokenLinks.length})`,
      lines: facts.brokenLinks.map((link) => `${link.label}: ${link.problems.join(" ")}`),
    });
  }
  if (facts.partnersWithoutId.length > 0) {
    sections.push({
      title: `Partners without their affiliate id (${facts.partnersWithoutId.length})`,
      lines: facts.partnersWithoutId.map(
        (partner) => `${partner.name} (${partner.category}): its links work but earn nothing.`,
      ),
    });
  }
  if (facts.overdueFacts.length > 0) {
    sections.push({
      title: `Facts overdue for review (${facts.overdueFacts.length})`,
      lines: facts.overdueFacts.map(
        (fact) => `${fact.id} (review was due ${fact.reviewBy}): ${fact.value}`,
      ),
    });
  }
  if (facts.staleCediRate) {
    sections.push({
      title: "The cedi rate needs updating",
      lines: [staleCediRateLine(facts.staleCediRate)],
    });
  }
  // A long list is cut: the dashboard has the rest.
  return sections.map((section) =>
    section.lines.length > MAX_LINES
      ? {
          ...section,
          lines: [
            ...section.lines.slice(0, MAX_LINES),
            `and ${section.lines.length - MAX_LINES} more`,
          ],
        }
      : section,
  );
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function render(subject: string, intro: string, sections: DigestSection[], link: string) {
  const text = [
    intro,
    "",
    ...sections.flatMap((section) => [
      section.title,
      ...section.lines.map((line) => `- ${line}`),
      "",
    ]),
    `Details: ${link}`,
    "",
  ].join("\n");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.map(
      (section) =>
        `<h2>${escapeHtml(section.title)}</h2><ul>${section.lines
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join("")}</ul>`,
    ),
    `<p><a href="${escapeHtml(link)}">Open the System tab</a></p>`,
  ].join("\n");
  return { subject, text, html };
}

/** The digest for a day, or null when nothing needs the operator. */
export function buildDigest(
  facts: DigestFacts,
  options: { date: string; siteName: string; systemUrl: string },
): OperatorMail | null {
  const sections = sectionsOf(facts);
  if (sections.length === 0) return null;
  const count = sections.length;
  return render(
    `${options.siteName}: ${count} ${count === 1 ? "thing needs" : "things need"} your attention (${options.date})`,
    `The daily check of ${options.siteName} on ${options.date} found:`,
    sections,
    options.systemUrl,
  );
}

/** An alert that cannot wait for the digest (a failed backup). */
export function buildImmediateAlert(
  alert: { subject: string; text: string },
  options: { siteName: string; systemUrl: string },
): OperatorMail {
  return render(`${options.siteName}: ${alert.subject}`, alert.text, [], options.systemUrl);
}

/** The period an alert counts against: a digest per day, an immediate alert per kind per hour. */
export function alertKey(kind: string, at: Date, per: "day" | "hour"): string {
  const iso = at.toISOString();
  return `${kind}:${per === "day" ? iso.slice(0, 10) : iso.slice(0, 13)}`;
}
