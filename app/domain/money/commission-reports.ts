// Partners' commission reports (CSV) read into one shape. Each mapper finds its columns by the
// header names the partner's export uses (with the variants seen), and refuses the whole file,
// with line numbers and reasons, when anything is wrong: nothing is half-imported.
import { parseCsv } from "#app/domain/shared/csv-parse.ts";

export const REPORT_PARTNERS = ["booking", "aviasales", "getyourguide", "amazon"] as const;
export type ReportPartner = (typeof REPORT_PARTNERS)[number];

export const CONVERSION_STATUSES = ["pending", "confirmed", "cancelled"] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

export interface Conversion {
  partner: ReportPartner;
  /** The partner's own id for the booking or order line. */
  externalId: string;
  status: ConversionStatus;
  /** Our click id, when the partner reports the sub-id (Amazon reports a tracking id instead). */
  subId: string | null;
  /** Commission in the report's currency, in minor units (cents). */
  commissionCents: number;
  currency: string;
  /** YYYY-MM-DD: when the booking or order was made. */
  occurredOn: string;
}

export interface Rejection {
  line: number;
  reason: string;
}

export type ReportResult =
  { ok: true; conversions: Conversion[] } | { ok: false; rejected: Rejection[] };

interface Columns {
  externalId: string[];
  status: string[];
  subId: string[];
  commission: string[];
  currency: string[];
  occurredOn: string[];
}

/** Header names per partner, lower-cased; the first that the file has is used. */
const COLUMNS: Record<ReportPartner, Columns> = {
  booking: {
    externalId: ["booking number", "reservation id", "booking id"],
    status: ["status", "booking status"],
    subId: ["label", "affiliate label"],
    commission: ["commission", "your commission", "commission amount"],
    currency: ["currency", "commission currency"],
    occurredOn: ["booking date", "booked on", "created"],
  },
  aviasales: {
    externalId: ["action id", "booking id", "id"],
    status: ["state", "status"],
    subId: ["sub_id", "subid", "sub id"],
    commission: ["profit", "commission", "reward"],
    currency: ["currency"],
    occurredOn: ["date", "created at", "booked at"],
  },
  getyourguide: {
    externalId: ["booking reference", "booking id", "reference"],
    status: ["status"],
    subId: ["campaign", "cmp"],
    commission: ["commission", "partner commission"],
    currency: ["currency"],
    occurredOn: ["booking date", "date"],
  },
  amazon: {
    externalId: ["order id"],
    status: ["status"],
    subId: ["tracking id"],
    commission: ["ad fees", "advertising fees", "earnings"],
    currency: ["currency"],
    occurredOn: ["date shipped", "date", "order date"],
  },
};

const STATUS_WORDS: Record<ConversionStatus, RegExp> = {
  confirmed: /^(ok|confirmed|completed|stayed|paid|approved|shipped|processed)$/i,
  pending: /^(pending|booked|processing|new|open)$/i,
  cancelled: /^(cancell?ed|canceled|no[- ]?show|declined|rejected|returned|refunded)$/i,
};

function statusOf(value: string): ConversionStatus | null {
  for (const status of CONVERSION_STATUSES) {
    if (STATUS_WORDS[status].test(value.trim())) return status;
  }
  return null;
}

/** "12.50", "1,234.56", "€ 3.10" → cents; null when it is not an amount. */
function cents(value: string): number | null {
  const cleaned = value.replace(/[^\d.,-]/g, "").replace(/,(?=\d{3}\b)/g, "");
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** YYYY-MM-DD from "2026-11-02", "2026-11-02 14:05" or "02/11/2026" (day first). */
function isoDay(value: string): string | null {
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  if (iso) return iso[1]!;
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(value.trim());
  return dayFirst ? `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}` : null;
}

export function readCommissionReport(partner: ReportPartner, csv: string): ReportResult {
  const rows = parseCsv(csv);
  if (!rows.ok) return { ok: false, rejected: [{ line: rows.line, reason: rows.reason }] };
  const [header, ...records] = rows.rows;
  if (!header) return { ok: false, rejected: [{ line: 1, reason: "The file is empty." }] };
  const names = header.map((name) => name.trim().toLowerCase());
  const columns = COLUMNS[partner];
  const find = (aliases: string[]) => names.findIndex((name) => aliases.includes(name));
  const index = {
    externalId: find(columns.externalId),
    status: find(columns.status),
    subId: find(columns.subId),
    commission: find(columns.commission),
    currency: find(columns.currency),
    occurredOn: find(columns.occurredOn),
    // Amazon lists each item of an order on its own line: the item makes the line unique.
    item: partner === "amazon" ? names.indexOf("asin") : -1,
  };
  const missing = (["externalId", "status", "commission", "occurredOn"] as const).filter(
    (key) => index[key] === -1,
  );
  if (missing.length > 0) {
    const wanted = missing.map((key) => `"${columns[key][0]}"`).join(", ");
    return {
      ok: false,
      rejected: [{ line: 1, reason: `This is not a ${partner} report: no ${wanted} column.` }],
    };
  }

  const conversions: Conversion[] = [];
  const rejected: Rejection[] = [];
  const seen = new Set<string>();
  records.forEach((record, position) => {
    const line = position + 2;
    if (record.every((cell) => cell.trim() === "")) return;
    const cell = (at: number) => (at === -1 ? "" : (record[at] ?? "").trim());
    const externalId = [cell(index.externalId), cell(index.item)].filter(Boolean).join(":");
    const status = statusOf(cell(index.status));
    const commission = cents(cell(index.commission));
    const occurredOn = isoDay(cell(index.occurredOn));
    const problems = [
      externalId ? null : "no booking or order id",
      status ? null : `unknown status "${cell(index.status)}"`,
      commission === null ? `commission "${cell(index.commission)}" is not an amount` : null,
      occurredOn ? null : `date "${cell(index.occurredOn)}" is not a date`,
      externalId && seen.has(externalId) ? `id ${externalId} appears twice` : null,
    ].filter((problem): problem is string => problem !== null);
    if (problems.length > 0) {
      rejected.push({ line, reason: problems.join("; ") });
      return;
    }
    seen.add(externalId);
    conversions.push({
      partner,
      externalId,
      status: status!,
      subId: cell(index.subId) || null,
      commissionCents: commission!,
      currency: (cell(index.currency) || "USD").toUpperCase(),
      occurredOn: occurredOn!,
    });
  });
  return rejected.length > 0 ? { ok: false, rejected } : { ok: true, conversions };
}
