// The id that ties a request's log lines together and goes back in the X-Request-Id header. A
// proxy's id is kept so its logs and ours line up, but only when it is a short plain token: the
// header is the client's to write, and anything else could forge or break log lines.

const SAFE_REQUEST_ID = /^[\w.:-]{8,64}$/;

/** The incoming id when it is safe to repeat in logs and headers, else null. */
export function acceptRequestId(header: string | null | undefined): string | null {
  if (!header) return null;
  const id = header.trim();
  return SAFE_REQUEST_ID.test(id) ? id : null;
}
