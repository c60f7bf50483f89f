// The contact inbox: every message as text (markup in a message never runs), its state, and a
// reply box for pending ones. The open box is in the URL (?reply=id), so one is open at a time,
// Cancel drops the draft, and replying works without JavaScript: the box is a form posted to the
// dashboard's action. With JavaScript the answer comes as a toast; without, beside the box.
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { REPLY_MAX_LENGTH } from "#app/admin/shell/staff-forms.ts";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import type { ContactMessage } from "#app/models/contacts.server.ts";
import { useServerToast, type ServerToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/hydration/use-hydrated.ts";

/** What the dashboard's action answers to a reply. */
export interface ReplyResult {
  id: number | null;
  error: string | null;
  notice: string | null;
  /** The reply as sent, so a refused one is not lost. */
  draft: string;
  /** The server's words for the answer; its id makes the same error twice show twice. */
  toast: ServerToast;
}

function StatusBadge({ isReplied }: { isReplied: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        isReplied ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"
      }`}
    >
      {isReplied ? "Replied" : "Pending"}
    </span>
  );
}

export function ContactList({
  contacts,
  isMailConfigured,
  result,
}: {
  contacts: ContactMessage[];
  isMailConfigured: boolean;
  result: ReplyResult | undefined;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const openId = Number(searchParams.get("reply")) || null;
  const sendingId =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "reply"
      ? Number(navigation.formData.get("id"))
      : null;

  useServerToast(result?.toast);

  if (contacts.length === 0) {
    return <p className="py-10 text-center text-slate-700">No contact messages yet</p>;
  }

  const linkWithReply = (id: number | null) => {
    const params = new URLSearchParams(searchParams);
    if (id === null) params.delete("reply");
    else params.set("reply", String(id));
    return `?${params.toString()}`;
  };

  return (
    <ul className="divide-y divide-slate-200" aria-label="Contact messages">
      {contacts.map((contact) => (
        <li key={contact.id} className="py-5">
          <article aria-labelledby={`contact-${contact.id}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`contact-${contact.id}`} className="font-semibold text-slate-900">
                {contact.name}{" "}
                <a
                  href={`mailto:${contact.email}`}
                  className="font-normal text-brand-800 underline"
                >
                  {contact.email}
                </a>
              </h2>
              <div className="flex items-center gap-3 text-sm text-slate-700">
                <time dateTime={contact.createdAt}>{formatDateTime(contact.createdAt)}</time>
                <StatusBadge isReplied={contact.replied} />
              </div>
            </div>
            <p className="mt-3 whitespace-pre-wrap text-slate-800">{contact.message}</p>
            {contact.replied ? (
              <div className="mt-4 rounded-lg bg-slate-50 p-4">
                {!hydrated && result?.id === contact.id && result.error === null ? (
                  <p role="status" className="mb-3 font-semibold text-emerald-900">
                    Reply Sent: Reply has been recorded successfully. {result.notice}
                  </p>
                ) : null}
                <p className="text-sm font-semibold text-slate-900">
                  Your reply
                  {contact.repliedAt ? (
                    <>
                      {", "}
                      <time dateTime={contact.repliedAt}>{formatDateTime(contact.repliedAt)}</time>
                    </>
                  ) : null}
                  <span className="ml-2 font-normal text-slate-700">
                    <ReplyEmailState email={contact.replyEmail} />
                  </span>
                </p>
                <p className="mt-2 whitespace-pre-wrap text-slate-800">{contact.replyMessage}</p>
              </div>
            ) : openId === contact.id ? (
              <ReplyBox
                contact={contact}
                isMailConfigured={isMailConfigured}
                isSending={sendingId === contact.id}
                // Without JavaScript there is no toast, so the answer shows beside the box.
                result={!hydrated && result?.id === contact.id ? result : undefined}
                cancelHref={linkWithReply(null)}
              />
            ) : (
              <Link
                to={linkWithReply(contact.id)}
                preventScrollReset
                className="mt-4 inline-block rounded-md border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                Reply<span className="sr-only"> to {contact.name}</span>
              </Link>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

function ReplyBox(props: {
  contact: ContactMessage;
  isMailConfigured: boolean;
  isSending: boolean;
  result: ReplyResult | undefined;
  cancelHref: string;
}) {
  const { contact, result } = props;
  const fieldId = `reply-${contact.id}`;
  const errorId = `${fieldId}-error`;
  const hasError = result !== undefined && result.error !== null;
  return (
    <Form method="post" preventScrollReset className="mt-4 space-y-3">
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="id" value={contact.id} />
      <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-900">
        Reply to {contact.name}
      </label>
      <textarea
        id={fieldId}
        name="replyMessage"
        rows={4}
        maxLength={REPLY_MAX_LENGTH}
        defaultValue={hasError ? result.draft : ""}
        aria-invalid={hasError || undefined}
        aria-describedby={hasError ? errorId : undefined}
        className="block w-full rounded-md border border-slate-400 px-3 py-2"
      />
      {hasError ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
          {result.error}
        </p>
      ) : null}
      {props.isMailConfigured ? null : (
        <p className="text-sm text-slate-700">
          E-mail is not set up (SMTP_URL): the reply will be recorded but not e-mailed.
        </p>
      )}
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={props.isSending}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {props.isSending ? "Sending..." : "Send Reply"}
        </button>
        <Link
          to={props.cancelHref}
          preventScrollReset
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** Where a reply's e-mail stands: queued (with why, after a failed try), sent, or failed. */
function ReplyEmailState({ email }: { email: ContactMessage["replyEmail"] }) {
  if (!email) return <>(recorded, not e-mailed)</>;
  if (email.status === "sent") return <>(e-mail sent)</>;
  if (email.status === "failed") return <>(e-mail failed: {email.error ?? "unknown reason"})</>;
  return <>(e-mail queued{email.error ? `; last try: ${email.error}` : ""})</>;
}
