// Whether campaigns can be sent from here now: e-mail must be on, and every newsletter must show
// the sender's postal address (CAN-SPAM), set in Settings.
import { isMailConfigured } from "#app/mail/transport.server.ts";
import { loadMailSettings } from "#app/models/settings.server.ts";

export interface MailReadiness {
  isMailOn: boolean;
  hasPostalAddress: boolean;
}

export async function mailReadiness(): Promise<MailReadiness> {
  return {
    isMailOn: isMailConfigured(),
    hasPostalAddress: (await loadMailSettings()).postalAddress !== "",
  };
}

/** Why a campaign cannot be sent from here now, or null when it can. */
export async function sendingBlocked(): Promise<string | null> {
  const { isMailOn, hasPostalAddress } = await mailReadiness();
  if (!isMailOn) return "E-mail is off: set SMTP_URL first.";
  if (!hasPostalAddress) {
    return "Set the postal address in Settings first: every newsletter must show the sender's postal address (CAN-SPAM).";
  }
  return null;
}
