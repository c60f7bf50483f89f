// /hotels/{slug}/stayed: "Stayed here? Tell other travellers" (issue 40). No account and no script
// needed: GET shows the form, POST stores the report unconfirmed and e-mails a confirmation link;
// a refused report returns every value as typed with each message at its field.
import { data, Link } from "react-router";
import {
  GuestReportForm,
  type ReportValues,
} from "#app/components/guest-report/guest-report-form.tsx";
import { PRIVATE_HEADERS } from "#app/components/newsletter/newsletter-notice.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { HONEYPOT_FIELD } from "#app/domain/forms/form-fields.ts";
import { stayMonthChoices } from "#app/domain/facts/guest-report.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { findHotelBySlug } from "#app/models/hotels.server.ts";
import { errorMeta } from "#app/seo/meta.ts";
import {
  guestReportInput,
  submitGuestReport,
} from "#app/use-cases/guest-reports/guest-reports.server.ts";
import type { Route } from "./+types/hotel-stayed";

export async function loader({ params }: Route.LoaderArgs) {
  const hotel = await findHotelBySlug(params.slug);
  if (!hotel) throw new Response("There is no such hotel on our site.", { status: 404 });
  return data(
    { hotelName: hotel.name, months: stayMonthChoices(new Date()) },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const values: ReportValues = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && key !== "payment") values[key] = value;
  }
  const payment = formData
    .getAll("payment")
    .filter((way): way is string => typeof way === "string");
  values.payment = payment.join(",");
  const outcome = await submitGuestReport(
    params.slug,
    guestReportInput(values, payment),
    context.get(clientAddressContext),
  );
  // The honeypot is never sent back.
  const kept = Object.fromEntries(
    Object.entries(values).filter(([key]) => key !== HONEYPOT_FIELD),
  ) as ReportValues;
  if (outcome.ok) {
    return data({ sent: true as const, values: {}, errors: {} }, { headers: PRIVATE_HEADERS });
  }
  if (outcome.status === 400) {
    return data(
      { sent: false as const, values: kept, errors: outcome.fieldErrors },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  }
  const headers: Record<string, string> = { ...PRIVATE_HEADERS };
  if (outcome.retryAfterSeconds) headers["Retry-After"] = String(outcome.retryAfterSeconds);
  return data(
    {
      sent: false as const,
      values: kept,
      errors: { form: outcome.error } as Record<string, string>,
    },
    { status: outcome.status, headers },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return errorMeta(
    matches[0].loaderData.site,
    loaderData?.hotelName ? `Your stay at ${loaderData.hotelName}` : "Your stay",
  );
}

export default function HotelStayedRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  const back = (
    <Link to={`/hotels/${params.slug}`} className="font-semibold text-brand-800 underline">
      Back to {loaderData.hotelName}
    </Link>
  );
  if (actionData?.sent) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <Heading level={1} size="title">
          Check your e-mail
        </Heading>
        <p className="mt-4 text-slate-800" role="status">
          Thank you. We have sent you a link: open it and press “Confirm my report”. Our editors
          then check your report before it counts on {loaderData.hotelName}'s page.
        </p>
        <p className="mt-4">{back}</p>
      </div>
    );
  }
  const errors = actionData?.errors ?? {};
  const count = Object.keys(errors).filter((key) => key !== "form").length;
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <Heading level={1} size="title">
        Stayed at {loaderData.hotelName}? Tell other travellers
      </Heading>
      <p className="mt-3 text-slate-800">
        What did you find? Answer what you noticed and skip the rest. No account needed; our editors
        check every report, and it shows as reported by guests, never as the hotel's word.
      </p>
      {errors.form || count > 0 ? (
        <p role="alert" className="mt-4 rounded-md border border-red-700 p-3 text-red-800">
          {errors.form ??
            `${count === 1 ? "One answer needs" : `${count} answers need`} a change: see the message${count === 1 ? "" : "s"} below. Everything you typed is still here.`}
        </p>
      ) : null}
      <GuestReportForm
        months={loaderData.months}
        values={actionData?.values ?? {}}
        errors={errors}
      />
      <p className="mt-8">{back}</p>
    </div>
  );
}
