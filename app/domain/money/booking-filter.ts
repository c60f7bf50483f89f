// The Revenue tab's list of imported bookings: which partner, which month, which page. Read
// from the query string by the server only (zod stays out of the browser).
import { REPORT_PARTNERS, type ReportPartner } from "#app/domain/money/commission-reports.ts";
import { pageNumber } from "#app/domain/hotel-lists/page-number.ts";
import { z } from "#app/domain/shared/zod.ts";

export const BOOKINGS_PAGE_SIZE = 50;

const BookingFilterSchema = z.object({
  partner: z
    .enum(["", ...REPORT_PARTNERS], {
      error: `Partner must be one of ${REPORT_PARTNERS.join(", ")}, or all partners.`,
    })
    .default(""),
  month: z
    .string()
    .trim()
    .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, "Write the month as YYYY-MM, like 2026-11.")
    .default(""),
  page: pageNumber,
});

export interface BookingFilter {
  partner: ReportPartner | null;
  month: string | null;
  page: number;
}

export type BookingFilterResult =
  { ok: true; filter: BookingFilter } | { ok: false; error: string };

export function parseBookingFilter(params: URLSearchParams): BookingFilterResult {
  const result = BookingFilterSchema.safeParse({
    partner: params.get("partner") ?? undefined,
    month: params.get("month") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  if (!result.success) return { ok: false, error: result.error.issues[0]!.message };
  const { partner, month, page } = result.data;
  return { ok: true, filter: { partner: partner || null, month: month || null, page } };
}
