// Pieces the campaign list and editor share.
export const STATUS_LABEL = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
} as const;

/** Why nothing can be sent yet: e-mail is off, or the postal address the law asks for is unset. */
export function MailReadiness(props: { isMailOn: boolean; hasPostalAddress: boolean }) {
  if (props.isMailOn && props.hasPostalAddress) return null;
  return (
    <p role="status" className="mb-4 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {props.isMailOn
        ? "Campaigns cannot be sent until the postal address is set in Settings: every newsletter must show the sender's postal address (CAN-SPAM)."
        : "E-mail is off (SMTP_URL is not set): campaigns can be written and previewed, but nothing is sent."}
    </p>
  );
}
