// What the password-link screens and their use-cases say (app/use-cases/people/
// password-links.server.ts): in one client-safe module, so the screens show the same sentence
// the use-case refuses with.
export const INVITATION_LINK_DEAD =
  "This invitation link has expired or was already used. Ask the site's owner to send a new one.";

export const RESET_LINK_DEAD =
  "This reset link has expired or was already used. Ask for a new one from the login screen.";

export const RESET_LINK_SENT =
  "If that address has an account, a link to choose a new password is on its way. It works once, for an hour.";

/** Too many dead links tried from one client; the use-case adds when to try again. */
export const LINK_TRIES_WORDS = "Too many tries with links that do not work, from this connection.";

/** After a reset, for a person with two-factor sign-in: the link set the password, no more. */
export const RESET_NEEDS_CODE =
  "Your new password is set. Sign in with it and a code from your authenticator app.";
