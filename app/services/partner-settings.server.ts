// Which partner serves each category, and the account ids their links carry, from the operator's
// settings (app/models/settings.server.ts).
import type {
  ActivityPartner,
  FlightPartner,
  PartnerAccounts,
  StayPartner,
} from "#app/domain/partner-links.ts";
import { toAccounts } from "#app/domain/partner-settings.ts";
import { loadPartnerSettings } from "#app/models/settings.server.ts";

export interface ActivePartners {
  stays: StayPartner;
  flights: FlightPartner;
  activities: ActivityPartner;
  accounts: PartnerAccounts;
}

export async function activePartners(): Promise<ActivePartners> {
  const settings = await loadPartnerSettings();
  return {
    stays: settings.stays,
    flights: settings.flights,
    activities: settings.activities,
    accounts: toAccounts(settings),
  };
}
