// Sending a campaign is the one step that cannot be taken back, so it goes only once the operator
// has confirmed the number of subscribers it goes to. Pure and free of zod: the dashboard's
// confirmation dialog uses the same wording in the browser.

/** "1 subscriber", "214 subscribers" */
export function subscriberCount(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "subscriber" : "subscribers"}`;
}

/** The question a send asks before it goes: the number it goes to, and when. */
export function sendQuestion(recipients: number, at: string | null): string {
  return at
    ? `Schedule it for ${at} GMT, to the ${subscriberCount(recipients)} active now?`
    : `Send to ${subscriberCount(recipients)}?`;
}

export type SendConfirmationProblem = { status: 400 | 409; error: string };

/**
 * A send goes ahead only when the operator confirmed the number of recipients it goes to now:
 * a campaign cannot be unsent, so nobody sends to a list they have not seen the size of, and a
 * list that grew or shrank since they were asked is asked about again.
 */
export function checkSendConfirmation(
  confirmed: number | undefined,
  recipients: number,
): SendConfirmationProblem | null {
  if (confirmed === undefined) {
    return {
      status: 400,
      error: `Confirm the number of recipients first: it goes to ${subscriberCount(recipients)} (active, confirmed). Send confirmRecipients: ${recipients} to send it.`,
    };
  }
  if (confirmed !== recipients) {
    return {
      status: 409,
      error: `The number of recipients changed: you confirmed ${subscriberCount(confirmed)}, and it now goes to ${subscriberCount(recipients)}. Check and confirm again.`,
    };
  }
  return null;
}

/** A confirmation from a form field: a whole number, or nothing when it is missing or garbled. */
export function confirmedRecipientsOf(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,9}$/.test(value.trim()) ? Number(value) : undefined;
}
