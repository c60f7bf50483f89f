// The newsletter's words that carry legal weight: the consent wording a sign-up agrees to
// (versioned: each consent record keeps the version and the exact words) and the answers a
// sign-up gets, which never reveal whether an address is already on the list.

export const NEWSLETTER_CONSENT = {
  version: "2026-11-24",
  text: "New guides, hotel picks and seasonal advice for travelling in Ghana, by e-mail about twice a month. We send a link to confirm your address first, and every e-mail has a one-click unsubscribe.",
} as const;

export const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** The answer to every accepted sign-up, new or not: check your inbox. */
export const SIGNUP_PENDING_MESSAGE =
  "Almost there: check your inbox and click the link we sent to confirm your subscription.";

/** The answer while the site sends no e-mail: nothing pretends to have been sent. */
export const SIGNUP_SAVED_MESSAGE =
  "Thanks: your sign-up is saved. We will e-mail you a link to confirm it before we send you anything.";

/** How long a confirmation link works, and how soon a second sign-up may send another. */
export const CONFIRMATION_DAYS = 7;
export const RESEND_AFTER_MINUTES = 10;
