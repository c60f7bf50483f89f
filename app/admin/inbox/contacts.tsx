// The dashboard's first tab: the contact inbox, one page at a time, and the reply form's action.
// A reply answers in place (200 with the notice beside the box, or the refusal with the draft
// kept) rather than redirecting: without JavaScript the notice of where the e-mail went is shown
// on the page the operator replied from.
import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import { href } from "#app/paths.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { ContactList, type ReplyResult } from "#app/admin/inbox/contact-list.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { ADMIN_PAGE_SIZE, ReplySchema } from "#app/admin/shell/staff-forms.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { pageNumber } from "#app/domain/hotel-lists/page-number.ts";
import { pageCountFor } from "#app/domain/hotel-lists/paging.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { serverToast } from "#app/components/ui/toast.server.ts";
import { isMailConfigured } from "#app/mail/transport.server.ts";
import { countContactMessages, listContactMessages } from "#app/models/contacts.server.ts";
import { replyToContact } from "#app/use-cases/contact/reply.server.ts";
import type { Route } from "./+types/contacts";

const OTHER_TABS = new Set(["subscribers", "analytics", "facts"]);

export async function loader({ url }: Route.LoaderArgs) {
  // Bookmarks from when the tab was a query parameter (?tab=analytics) still open their tab.
  const legacyTab = url.searchParams.get("tab");
  if (legacyTab !== null) {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    const query = params.size > 0 ? `?${params}` : "";
    const path = OTHER_TABS.has(legacyTab) ? `${url.pathname}/${legacyTab}` : url.pathname;
    throw redirect(`${path}${query}`);
  }
  const page = pageNumber.catch(1).parse(url.searchParams.get("page") ?? undefined);
  const [contacts, counts] = await pageDataOr503("contact messages", () =>
    Promise.all([listContactMessages({ page, pageSize: ADMIN_PAGE_SIZE }), countContactMessages()]),
  );
  return {
    contacts,
    page,
    pageCount: pageCountFor(counts.total, ADMIN_PAGE_SIZE),
    isMailConfigured: isMailConfigured(),
  };
}

/** A reply to a contact message, with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const id = parseId(String(form.get("id") ?? ""));
  const draft = String(form.get("replyMessage") ?? "");
  const answer = (status: number, error: string | null, notice: string | null = null) => {
    const reply: ReplyResult = {
      id,
      error,
      notice,
      draft: error === null ? "" : draft,
      toast: serverToast(
        error === null
          ? { title: "Reply Sent", description: "Reply has been recorded successfully" }
          : {
              title: draft.trim() === "" ? "Reply Required" : "Reply Failed",
              description: error,
              variant: "destructive",
            },
      ),
    };
    return data({ reply }, status);
  };
  if (id === null) return answer(404, "That contact message does not exist.");
  const parsed = ReplySchema.safeParse({ replyMessage: draft });
  if (!parsed.success) return answer(400, parsed.error.issues[0]!.message);
  const outcome = await pageDataOr503("contact reply", () =>
    replyToContact(id, parsed.data.replyMessage, operatorFrom(context)),
  );
  if (!outcome.ok) return answer(outcome.status, outcome.error);
  return answer(200, null, outcome.notice);
}

// Opening or closing a reply box only changes ?reply=, which needs no fresh data.
export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
  const withoutReply = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("reply");
    return `${url.pathname}?${params}`;
  };
  const onlyReplyChanged = withoutReply(args.currentUrl) === withoutReply(args.nextUrl);
  return !args.formMethod && onlyReplyChanged ? false : args.defaultShouldRevalidate;
};

export default function ContactsTab({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ContactList
        contacts={loaderData.contacts}
        isMailConfigured={loaderData.isMailConfigured}
        result={actionData?.reply}
      />
      <Pagination {...loaderData} path={href("/admin/dashboard")} search="" />
    </>
  );
}
