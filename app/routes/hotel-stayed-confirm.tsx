// /hotels/{slug}/stayed/{token}: the link in a guest's confirmation e-mail. GET shows a "Confirm my
// report" button and changes nothing, so a mail scanner that opens every link confirms nobody; the
// button's POST (a plain form, no script needed) confirms the report, which then waits for an
// editor. A lapsed or unknown link gets a page that says so.
import { data, Form, Link } from "react-router";
import { PRIVATE_HEADERS } from "#app/components/newsletter/newsletter-notice.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { CONFIRM_DAYS } from "#app/domain/facts/guest-report.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { errorMeta } from "#app/seo/meta.ts";
import {
  confirmGuestReport,
  readGuestReportLink,
} from "#app/use-cases/guest-reports/guest-reports.server.ts";
import type { Route } from "./+types/hotel-stayed-confirm";

const STATUS = { waiting: 200, confirmed: 200, repeat: 409, expired: 410, unknown: 404 } as const;

export async function loader({ params }: Route.LoaderArgs) {
  const link = await readGuestReportLink(params.slug, params.token);
  return data(link, { status: STATUS[link.state], headers: PRIVATE_HEADERS });
}

export async function action({ params, context }: Route.ActionArgs) {
  const link = await confirmGuestReport(
    params.slug,
    params.token,
    context.get(clientAddressContext),
  );
  return data(link, { status: STATUS[link.state], headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return errorMeta(matches[0].loaderData.site, "Confirm your report");
}

/** What a link that no longer waits for its button says. */
function outcomeWords(state: "confirmed" | "repeat" | "expired" | "unknown", hotelName: string) {
  switch (state) {
    case "confirmed":
      return `Thank you: your report on ${hotelName} is confirmed. Our editors check it before it counts on the hotel's page.`;
    case "repeat":
      return `You have already reported on ${hotelName} this month: one report per address per hotel per month keeps the counts honest, so this one is withdrawn.`;
    case "expired":
      return `This link has lapsed: a report must be confirmed within ${CONFIRM_DAYS} days. You are welcome to report your stay again.`;
    case "unknown":
      return "This link is not one of ours. Check that the whole address from the e-mail was opened.";
  }
}

export default function HotelStayedConfirmRoute({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  const link = actionData ?? loaderData;
  const hotelName = ("hotelName" in link ? link.hotelName : "") ?? "";
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Heading level={1} size="title">
        {link.state === "confirmed" ? "Report confirmed" : "Confirm your report"}
      </Heading>
      {link.state === "waiting" ? (
        <>
          <p className="mt-4 text-slate-800">
            Press the button to confirm your report on {hotelName}. Our editors then check it before
            it counts on the hotel's page.
          </p>
          <Form method="post" className="mt-6">
            <Button>Confirm my report</Button>
          </Form>
        </>
      ) : (
        <p className="mt-4 text-slate-800" role="status">
          {outcomeWords(link.state, hotelName)}
        </p>
      )}
      <p className="mt-6">
        <Link to={`/hotels/${params.slug}`} className="font-semibold text-brand-800 underline">
          {hotelName ? `Back to ${hotelName}` : "Back to the hotel"}
        </Link>
      </p>
    </div>
  );
}
