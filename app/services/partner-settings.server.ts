// Which partner serves each category and the accounts links carry. For now they come from the
// environment (.env.example); the dashboard's Settings screen will store them in the database.
import { getEnv } from "#app/env.server.ts";
import type { PartnerAccounts, PartnerId, StayPartner } from "#app/domain/partner-links.ts";

export interface PartnerSettings {
  stays: StayPartner;
  flights: PartnerId & "aviasales";
  cars: PartnerId & "discovercars";
  activities: PartnerId & "getyourguide";
  retail: PartnerId & "amazon";
  accounts: PartnerAccounts;
}

export function partnerSettings(): PartnerSettings {
  const env = getEnv();
  return {
    stays: env.STAYS_PARTNER,
    flights: "aviasales",
    cars: "discovercars",
    activities: "getyourguide",
    retail: "amazon",
    accounts: {
      bookingAid: env.BOOKING_AID,
      awinMid: env.AWIN_MID,
      awinAffId: env.AWIN_AFFID,
      agodaCid: env.AGODA_CID,
      travelpayoutsMarker: env.TRAVELPAYOUTS_MARKER,
      discovercarsAid: env.DISCOVERCARS_AID,
      getyourguidePartnerId: env.GETYOURGUIDE_PARTNER_ID,
      amazonTag: env.AMAZON_TAG,
      amazonTagsByPlacement: {},
    },
  };
}
