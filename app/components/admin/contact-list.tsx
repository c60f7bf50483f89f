// The contact inbox: every message as text (markup in a message never runs), its state, and a
// reply box for pending ones; one box open at a time, Cancel clears the draft.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ReplySchema } from "#app/domain/admin-forms.ts";
import { formatDateTime } from "#app/domain/dates.ts";
import type { ContactMessage } from "#app/models/contacts.server.ts";
import { useToast } from "../ui/toast.tsx";

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
}: {
  contacts: ContactMessage[];
  isMailConfigured: boolean;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [openId, setOpenId] = useState<number | null>(null);
  const [draft, setDraft] = useState("");
  const [sendingId, setSendingId] = useState<number | null>(null);

  if (contacts.length === 0) {
    return <p className="py-10 text-center text-slate-700">No contact messages yet</p>;
  }

  function open(id: number) {
    setOpenId(id);
    setDraft("");
  }

  function cancel() {
    setOpenId(null);
    setDraft("");
  }

  async function send(id: number) {
    const parsed = ReplySchema.safeParse({ replyMessage: draft });
    if (!parsed.success) {
      toast({
        title: "Reply Required",
        description: "Please enter a reply message.",
        variant: "destructive",
      });
      return;
    }
    setSendingId(id);
    try {
      const response = await fetch(`/api/admin/contacts/${id}/reply`, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      const body = (await response.json().catch(() => null)) as { error?: string } | null;
      if (!response.ok) {
        toast({
          title: "Reply Failed",
          description: body?.error ?? "Failed to send reply.",
          variant: "destructive",
        });
        return;
      }
      toast({ title: "Reply Sent", description: "Reply has been recorded successfully" });
      cancel();
      await revalidator.revalidate();
    } catch {
      toast({
        title: "Reply Failed",
        description: "Failed to send reply.",
        variant: "destructive",
      });
    } finally {
      setSendingId(null);
    }
  }

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
                <p className="text-sm font-semibold text-slate-900">
                  Your reply
                  {contact.repliedAt ? (
                    <>
                      {", "}
                      <time dateTime={contact.repliedAt}>{formatDateTime(contact.repliedAt)}</time>
                    </>
                  ) : null}
                  <span className="ml-2 font-normal text-slate-700">
                    {contact.replyEmailed ? "(e-mailed)" : "(recorded, not e-mailed)"}
                  </span>
                </p>
                <p className="mt-2 whitespace-pre-wrap text-slate-800">{contact.replyMessage}</p>
              </div>
            ) : openId === contact.id ? (
              <div className="mt-4 space-y-3">
                <label
                  htmlFor={`reply-${contact.id}`}
                  className="block text-sm font-semibold text-slate-900"
                >
                  Reply to {contact.name}
                </label>
                <textarea
                  id={`reply-${contact.id}`}
                  rows={4}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  className="block w-full rounded-md border border-slate-400 px-3 py-2"
                />
                {isMailConfigured ? null : (
                  <p className="text-sm text-slate-700">
                    E-mail is not set up (SMTP_URL): the reply will be recorded but not e-mailed.
                  </p>
                )}
                <div className="flex gap-3">
                  <button
                    type="button"
                    onClick={() => void send(contact.id)}
                    disabled={sendingId === contact.id}
                    className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
                  >
                    {sendingId === contact.id ? "Sending..." : "Send Reply"}
                  </button>
                  <button
                    type="button"
                    onClick={cancel}
                    className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
                  >
                    Cancel
                  </button>
                </div>
              </div>
            ) : (
              <button
                type="button"
                onClick={() => open(contact.id)}
                className="mt-4 rounded-md border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                Reply<span className="sr-only"> to {contact.name}</span>
              </button>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
