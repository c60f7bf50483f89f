// A person's own account (the Account screen and /api/admin/account/*): changing their password,
// which ends their other sessions, and ending one other session or all of them. Each change and
// its audit entry commit in one transaction.
import { refusal, type Outcome } from "#app/domain/shared/outcome.ts";
import { endSession, endSessionsOf } from "#app/models/admin-sessions.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { getStaff, setStaffPassword } from "#app/models/staff.server.ts";
import { hashStaffPassword, verifyStaffPassword } from "#app/use-cases/people/password.server.ts";

/** Who is acting on their own account, and from which session. */
export interface AccountHolder {
  actor: Actor;
  staffId: number;
  sessionId: number;
}

/** A person changes their own password: the current one first; their other sessions end. */
export async function changeOwnPassword(
  holder: AccountHolder,
  currentPassword: string,
  password: string,
): Promise<Outcome<{ endedSessions: number }>> {
  const person = await getStaff(holder.staffId);
  const isValid =
    person?.passwordHash != null &&
    (await verifyStaffPassword(currentPassword, person.passwordHash));
  if (!isValid) {
    const error = "Your current password is not right.";
    return refusal(400, error, { currentPassword: error });
  }
  const passwordHash = await hashStaffPassword(password);
  return (await getDb()).transaction(async (tx) => {
    await setStaffPassword(holder.staffId, passwordHash, {}, tx);
    const endedSessions = await endSessionsOf(holder.staffId, holder.sessionId, tx);
    await recordAudit(
      holder.actor,
      `person ${holder.staffId} password changed`,
      { otherSessionsEnded: { from: null, to: endedSessions } },
      tx,
    );
    return { ok: true, endedSessions };
  });
}

/** Ends one of the person's other sessions (Logout ends this one). */
export async function endOwnSession(holder: AccountHolder, sessionId: number): Promise<Outcome> {
  if (sessionId === holder.sessionId) {
    return refusal(400, "That is this session: sign out with POST /api/admin/logout instead.");
  }
  return (await getDb()).transaction(async (tx) => {
    if (!(await endSession(holder.staffId, sessionId, tx))) {
      return refusal(404, "You have no session with that id.");
    }
    await recordAudit(holder.actor, `person ${holder.staffId} session ended`, {}, tx);
    return { ok: true };
  });
}

/** Ends every session of the person but this one; answers how many ended. */
export async function endOtherSessions(holder: AccountHolder): Promise<Outcome<{ ended: number }>> {
  return (await getDb()).transaction(async (tx) => {
    const ended = await endSessionsOf(holder.staffId, holder.sessionId, tx);
    await recordAudit(
      holder.actor,
      `person ${holder.staffId} other sessions ended`,
      { sessionsEnded: { from: null, to: ended } },
      tx,
    );
    return { ok: true, ended };
  });
}
