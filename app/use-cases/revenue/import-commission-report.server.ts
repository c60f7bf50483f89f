// Importing a partner's commission report (the Revenue tab's form, POST
// /api/admin/conversions/import): the partner and the file are checked, every line is read, and
// the rows are upserted all or nothing, with the audit entry (who imported which partner's report,
// how many rows were new and updated) in the same transaction. A file with any bad line is
// refused whole, with every line's reason.
import { z } from "zod";
import {
  REPORT_PARTNERS,
  readCommissionReport,
  type Rejection,
} from "#app/domain/money/commission-reports.ts";
import { refusal, type Outcome, type Refusal } from "#app/domain/shared/outcome.ts";
import { findUnstorableText, unstorableTextMessage } from "#app/domain/content/unstorable-text.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { upsertConversions } from "#app/models/conversions.server.ts";
import { getDb } from "#app/models/db.server.ts";

const PartnerSchema = z.enum(REPORT_PARTNERS, {
  error: `partner must be one of: ${REPORT_PARTNERS.join(", ")}.`,
});

/** Done with the counts; refused with a sentence, and with every bad line when the file had any. */
export type ImportOutcome =
  Outcome<{ imported: number; updated: number }> | (Refusal & { rejected: Rejection[] });

export async function importCommissionReport(
  input: { partner: unknown; file: unknown },
  actor: Actor,
): Promise<ImportOutcome> {
  const partner = PartnerSchema.safeParse(input.partner);
  if (!partner.success) return refusal(400, partner.error.issues[0]!.message);
  const { file } = input;
  if (!(file instanceof File) || file.size === 0) {
    return refusal(400, "Attach the partner's report as file (CSV).");
  }
  const text = await file.text();
  const unstorable = findUnstorableText({ file: text });
  if (unstorable) return refusal(400, unstorableTextMessage(unstorable));
  const report = readCommissionReport(partner.data, text);
  if (!report.ok) {
    const count = report.rejected.length;
    return {
      ...refusal(
        400,
        `The file has ${count} bad ${count === 1 ? "line" : "lines"}; nothing was imported.`,
      ),
      rejected: report.rejected,
    };
  }
  const db = await getDb();
  const counts = await db.transaction(async (tx) => {
    const written = await upsertConversions(tx, partner.data, report.conversions);
    await recordAudit(
      actor,
      `commission report imported (${partner.data})`,
      { [partner.data]: { from: null, to: `${written.imported} new, ${written.updated} updated` } },
      tx,
    );
    return written;
  });
  return { ok: true, ...counts };
}
