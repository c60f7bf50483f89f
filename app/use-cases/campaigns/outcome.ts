// What a campaign use-case answers: the campaign, or a refusal; a send not (or no longer)
// confirmed is refused with the number of recipients to confirm.
import type { Outcome, Refusal } from "#app/domain/shared/outcome.ts";
import type { Campaign } from "#app/models/campaigns.server.ts";

export type CampaignOutcome =
  | Outcome<{ campaign: Campaign }>
  /** Not sent: the operator must confirm, or confirm again, the number it goes to. */
  | (Refusal & { confirm: { recipients: number } });
