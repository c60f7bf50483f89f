import { describe, expect, it } from "vitest";
import { readCommissionReport } from "#app/domain/money/commission-reports.ts";

// Shaped like Booking.com's Partner Centre bookings export: booking number, dates, status,
// commission, label.
const BOOKING_REPORT = `Booking number,Booking date,Check-in,Check-out,Status,Commission,Currency,Label
4471234567,2026-11-02,2026-12-01,2026-12-03,OK,"1,234.50",USD,Xk3abcdefghijkl1
4471234568,2026-11-03 09:12,2026-12-05,2026-12-06,Cancelled,0.00,USD,
4471234569,03/11/2026,2026-12-10,2026-12-12,Booked,18.20,EUR,Zz9abcdefghijkl2
`;

describe("readCommissionReport", () => {
  it("reads a Booking.com bookings report: ids, statuses, commission in cents, label as sub-id", () => {
    const result = readCommissionReport("booking", BOOKING_REPORT);
    expect(result).toEqual({
      ok: true,
      conversions: [
        {
          partner: "booking",
          externalId: "4471234567",
          status: "confirmed",
          subId: "Xk3abcdefghijkl1",
          commissionCents: 123450,
          currency: "USD",
          occurredOn: "2026-11-02",
        },
        {
          partner: "booking",
          externalId: "4471234568",
          status: "cancelled",
          subId: null,
          commissionCents: 0,
          currency: "USD",
          occurredOn: "2026-11-03",
        },
        {
          partner: "booking",
          externalId: "4471234569",
          status: "pending",
          subId: "Zz9abcdefghijkl2",
          commissionCents: 1820,
          currency: "EUR",
          occurredOn: "2026-11-03",
        },
      ],
    });
  });

  it("reads the other partners' reports by their own column names", () => {
    const travelpayouts = readCommissionReport(
      "aviasales",
      "Action ID,Date,State,Profit,Currency,Sub_id\n991,2026-11-01,paid,12.00,usd,abc\n",
    );
    expect(travelpayouts).toMatchObject({
      ok: true,
      conversions: [{ externalId: "991", status: "confirmed", subId: "abc", currency: "USD" }],
    });
    const amazon = readCommissionReport(
      "amazon",
      "Order ID,ASIN,Date Shipped,Status,Ad Fees,Tracking ID\n111-222,B01,2026-11-04,Shipped,$1.35,akwaaba-20\n111-222,B02,2026-11-04,Shipped,$0.40,akwaaba-20\n",
    );
    expect(amazon).toMatchObject({
      ok: true,
      conversions: [
        { externalId: "111-222:B01", commissionCents: 135 },
        { externalId: "111-222:B02", commissionCents: 40 },
      ],
    });
  });

  it("refuses a malformed file whole, with each line and its reasons", () => {
    const bad = `Booking number,Booking date,Status,Commission,Label
1,2026-11-02,OK,5.00,a
,2026-11-02,OK,5.00,b
2,yesterday,Maybe,five,c
1,2026-11-02,OK,5.00,d
`;
    expect(readCommissionReport("booking", bad)).toEqual({
      ok: false,
      rejected: [
        { line: 3, reason: "no booking or order id" },
        {
          line: 4,
          reason:
            'unknown status "Maybe"; commission "five" is not an amount; date "yesterday" is not a date',
        },
        { line: 5, reason: "id 1 appears twice" },
      ],
    });
  });

  it("refuses another partner's file by its missing columns", () => {
    expect(readCommissionReport("booking", "Order ID,Ad Fees\n1,2\n")).toEqual({
      ok: false,
      rejected: [
        {
          line: 1,
          reason:
            'This is not a booking report: no "booking number", "status", "commission", "booking date" column.',
        },
      ],
    });
  });
});
