// A visitor's contact message (/contact, POST /api/contact): stored as pending for the inbox. A
// filled honeypot is a bot: it is answered as if it worked, so it learns nothing, and kept nowhere.
import { ContactSchema, type ContactInput } from "#app/domain/forms/visitor-forms.ts";
import { HONEYPOT_FIELD } from "#app/domain/forms/form-fields.ts";
import { invalid, type Outcome } from "#app/domain/shared/outcome.ts";
import { insertContactMessage } from "#app/models/contacts.server.ts";
import { getDb } from "#app/models/db.server.ts";
import {
  CONTACT_LIMIT,
  limitSubmission,
  recordSubmission,
  type Client,
  type RetryRefusal,
} from "#app/use-cases/visitor-forms/submission.server.ts";

export async function sendContactMessage(
  input: ContactInput,
  client: Client,
): Promise<Outcome | RetryRefusal> {
  const parsed = ContactSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  if (parsed.data[HONEYPOT_FIELD]) return { ok: true };
  const tooMany = await limitSubmission(
    CONTACT_LIMIT,
    client,
    "Too many messages from this connection. Please try again in a few minutes.",
  );
  if (tooMany) return tooMany;
  const { name, email, message } = parsed.data;
  await insertContactMessage(await getDb(), { name, email, message });
  await recordSubmission("contact_sent", "", client);
  return { ok: true };
}
