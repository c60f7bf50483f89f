// /admin/dashboard/fact-sheets/hotel/{hotelId}: ask a hotel for its fact sheet (issue 40). An
// editor makes a link (earlier ones stop working), e-mailed to the hotel through the outbox or
// shown to copy and to send by WhatsApp with the words filled in. Open links are listed, each
// revocable. Only the link's hash is kept, so a link is shown once, when it is made.
import { data, Form, Link } from "react-router";
import { z } from "#app/domain/shared/zod.ts";
import { href } from "#app/paths.ts";
import { requirePermission } from "#app/admin/shell/staff.server.ts";
import { RowButton } from "#app/admin/shell/row-button.tsx";
import { actingFrom } from "#app/admin/studio/content-api.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import { whatsappLink, whatsappText } from "#app/domain/facts/fact-sheet.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { formFields } from "#app/domain/forms/form-fields.ts";
import { getEnv } from "#app/env.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { hotelForFactSheet, openFactSheetLinks } from "#app/models/fact-sheets.server.ts";
import {
  requestFactSheet,
  revokeFactSheet,
} from "#app/use-cases/fact-sheets/fact-sheets.server.ts";
import type { Route } from "./+types/fact-sheet-request";

async function hotelOf(id: number) {
  const hotel = await hotelForFactSheet(id);
  if (!hotel) throw new Response(`There is no hotel ${id}.`, { status: 404 });
  return hotel;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requirePermission(context, "content.publish", request);
  const hotel = await hotelOf(parseId(params.hotelId) ?? 0);
  const links = await openFactSheetLinks(hotel.id);
  return {
    hotel: { id: hotel.id, name: hotel.name },
    email: hotel.contacts.email?.value ?? "",
    whatsapp: hotel.contacts.whatsapp?.value ?? "",
    links: links.map((link) => ({
      id: link.id,
      sentTo: link.sentTo,
      requestedBy: link.requestedBy,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      lastUsedAt: link.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

const RequestSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("email"),
    email: z
      .string()
      .trim()
      .min(1, "Enter the hotel's e-mail address, or make a link to copy instead.")
      .pipe(z.email("Enter an e-mail address like reservations@hotel.com.")),
  }),
  z.object({ intent: z.literal("copy") }),
  z.object({ intent: z.literal("revoke"), link: z.coerce.number().int().min(1) }),
]);

export async function action({ params, request, context }: Route.ActionArgs) {
  requirePermission(context, "content.publish", request);
  const hotel = await hotelOf(parseId(params.hotelId) ?? 0);
  const form = formFields(await readFormData(request));
  const parsed = RequestSchema.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return data(
      { error: issue?.message ?? "Choose what to do.", field: String(issue?.path[0] ?? "") },
      { status: 400 },
    );
  }
  const by = actingFrom(context);
  if (parsed.data.intent === "revoke") {
    const outcome = await revokeFactSheet(parsed.data.link, by);
    if (!outcome.ok) return data({ error: outcome.error, field: "" }, { status: outcome.status });
    return { revoked: true as const };
  }
  const sendTo = parsed.data.intent === "email" ? parsed.data.email : null;
  const outcome = await requestFactSheet(hotel.id, by, sendTo);
  if (!outcome.ok) return data({ error: outcome.error, field: "" }, { status: outcome.status });
  const text = whatsappText(getEnv().SITE_NAME, hotel.name, outcome.url);
  return {
    made: { url: outcome.url, sentTo: sendTo, whatsapp: whatsappLink(form.whatsapp ?? "", text) },
  };
}

export default function FactSheetRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel, links } = loaderData;
  const error = actionData && "error" in actionData ? actionData : null;
  const made = actionData && "made" in actionData ? actionData.made : null;
  return (
    <div className="max-w-2xl space-y-6">
      <p>
        <Link
          to={href("/admin/dashboard/content/:type/:id", { type: "hotels", id: String(hotel.id) })}
          className="text-brand-800 underline"
        >
          Back to {hotel.name}
        </Link>
      </p>
      <Heading level={2} size="subsection">
        Ask {hotel.name} for its fact sheet
      </Heading>
      <p className="text-slate-800">
        The hotel answers from a link, without an account; nothing shows on the site until an editor
        accepts it. A new link stops earlier ones working. Links work for 30 days.
      </p>
      {made ? (
        <div role="status" className="rounded-md border border-green-700 bg-green-50 p-4">
          <p className="font-semibold text-slate-900">
            {made.sentTo ? `Link e-mailed to ${made.sentTo}.` : "Link made."} Copy it now: it is not
            shown again.
          </p>
          <Field label="The link" readOnly value={made.url} className="mt-2" />
          <a
            href={made.whatsapp}
            rel="noopener"
            target="_blank"
            className="mt-3 inline-block font-semibold text-brand-800 underline"
          >
            Send it by WhatsApp
          </a>
        </div>
      ) : null}
      {error?.error && !error.field ? (
        <p role="alert" className="text-red-800">
          {error.error}
        </p>
      ) : null}
      <Form method="post" className="space-y-3" aria-label="Request a fact sheet">
        <Field
          label="The hotel's e-mail address"
          name="email"
          type="email"
          defaultValue={loaderData.email}
          error={error?.field === "email" ? error.error : undefined}
          hint="From its own website or a listing it publishes; saved with its source in the editor."
        />
        <Field
          label="WhatsApp number (optional)"
          name="whatsapp"
          type="tel"
          defaultValue={loaderData.whatsapp}
          hint="Fills in the WhatsApp message's number."
        />
        <div className="flex flex-wrap gap-3">
          <Button name="intent" value="email">
            E-mail a fact-sheet link
          </Button>
          <Button name="intent" value="copy" variant="outline">
            Make a link to copy or send by WhatsApp
          </Button>
        </div>
      </Form>
      <section aria-labelledby="open-links">
        <Heading level={3} size="minor" id="open-links">
          Open links
        </Heading>
        {links.length === 0 ? (
          <p className="mt-2 text-slate-700">No link is open for this hotel.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {links.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span>
                  Made by {link.requestedBy} on {formatDateTime(link.createdAt)}
                  {link.sentTo ? `, e-mailed to ${link.sentTo}` : ", to copy"}; works until{" "}
                  {formatDateTime(link.expiresAt)}
                  {link.lastUsedAt
                    ? `; answered ${formatDateTime(link.lastUsedAt)}`
                    : "; not answered yet"}
                  .
                </span>
                <RowButton
                  field="link"
                  value={link.id}
                  intent="revoke"
                  label={`Revoke link made on ${formatDateTime(link.createdAt)}`}
                >
                  Revoke
                </RowButton>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
