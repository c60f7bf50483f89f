// A partner's commission report, uploaded as multipart form data (partner, file), read and
// imported all or nothing. Shared by the JSON API and the Revenue tab's form.
import { z } from "zod";
import {
  REPORT_PARTNERS,
  readCommissionReport,
  type Rejection,
} from "#app/domain/commission-reports.ts";
import { importConversions } from "#app/models/conversions.server.ts";
import type { Actor } from "#app/models/audit-log.server.ts";

const PartnerSchema = z.enum(REPORT_PARTNERS, {
  error: `partner must be one of: ${REPORT_PARTNERS.join(", ")}.`,
});

export type ImportOutcome =
  | { status: 200; imported: number; updated: number; rejected: Rejection[] }
  | { status: 400; imported: 0; updated: 0; rejected: Rejection[] }
  | { status: 400; error: string };

export async function importCommissionReport(form: FormData, actor: Actor): Promise<ImportOutcome> {
  const partner = PartnerSchema.safeParse(form.get("partner"));
  if (!partner.success) return { status: 400, error: partner.error.issues[0]!.message };
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return { status: 400, error: "Attach the partner's report as file (CSV)." };
  }
  const report = readCommissionReport(partner.data, await file.text());
  if (!report.ok) return { status: 400, imported: 0, updated: 0, rejected: report.rejected };
  // The import writes its audit entry in its own transaction.
  const counts = await importConversions(partner.data, report.conversions, actor);
  return { status: 200, ...counts, rejected: [] };
}
