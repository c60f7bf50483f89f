// /hotels/{slug}/stayed: "Stayed here? Tell other travellers" (issue 40). No account and no script
// needed: GET shows the form, POST stores the report unconfirmed and e-mails a confirmation link;
// a refused report returns every value as typed with each message at its field. Under
// /fr/hotels/{slug}/stayed the same form speaks French (issue 44): its words come in the page's
// data (hotel-stayed.server.ts), with or without scripts.
import { data, Link } from "react-router";
import {
  GuestReportForm,
  type ReportValues,
} from "#app/components/guest-report/guest-report-form.tsx";
import { PRIVATE_HEADERS } from "#app/components/newsletter/newsletter-notice.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { MessageScreen } from "#app/components/message-screen.tsx";
import { HONEYPOT_FIELD } from "#app/domain/forms/form-fields.ts";
import { localeOfPath } from "#app/domain/languages/locale.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { frenchMissingHotelWords } from "#app/i18n/french-hotels.server.ts";
import { findHotelBySlug } from "#app/models/hotels.server.ts";
import { errorMeta } from "#app/seo/meta.ts";
import { fixSummary, frenchErrors, guestReportPage } from "#app/routes/hotel-stayed.server.ts";
import {
  guestReportInput,
  submitGuestReport,
} from "#app/use-cases/guest-reports/guest-reports.server.ts";
import type { Route } from "./+types/hotel-stayed";

function localeOf(request: Request) {
  return localeOfPath(new URL(request.url).pathname);
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const hotel = await findHotelBySlug(params.slug);
  const locale = localeOf(request);
  if (!hotel) {
    // A French address says so in French, as the page itself (the root's 404 screen is English).
    if (locale === "fr") {
      return data(
        { missing: frenchMissingHotelWords() },
        { status: 404, headers: PRIVATE_HEADERS },
      );
    }
    throw new Response("There is no such hotel on our site.", { status: 404 });
  }
  return data(
    {
      hotelName: hotel.name,
      locale,
      hotelPath: `${locale === "fr" ? "/fr" : ""}/hotels/${hotel.slug}`,
      ...guestReportPage(locale, hotel.name, new Date()),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const now = new Date();
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
    now,
    locale,
  );
  // The refusals in the page's language; the summary above the form with them. (The French
  // "already reported" names the hotel, from the in-process cache.)
  const hotelName =
    locale === "fr" ? ((await findHotelBySlug(params.slug))?.name ?? params.slug) : "";
  const worded = (errors: Record<string, string>, status: number) => {
    const inLanguage =
      locale === "fr"
        ? frenchErrors(errors, { status, hotelName, stayMonth: values.stayMonth }, now)
        : errors;
    const count = Object.keys(inLanguage).filter((key) => key !== "form").length;
    return { errors: inLanguage, summary: count > 0 ? fixSummary(locale, count) : null };
  };
  // The honeypot is never sent back.
  const kept = Object.fromEntries(
    Object.entries(values).filter(([key]) => key !== HONEYPOT_FIELD),
  ) as ReportValues;
  if (outcome.ok) {
    return data(
      { sent: true as const, values: {}, errors: {}, summary: null },
      { headers: PRIVATE_HEADERS },
    );
  }
  if (outcome.status === 400) {
    return data(
      { sent: false as const, values: kept, ...worded(outcome.fieldErrors, 400) },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  }
  const headers: Record<string, string> = { ...PRIVATE_HEADERS };
  if (outcome.retryAfterSeconds) headers["Retry-After"] = String(outcome.retryAfterSeconds);
  return data(
    { sent: false as const, values: kept, ...worded({ form: outcome.error }, outcome.status) },
    { status: outcome.status, headers },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = matches[0].loaderData.site;
  if (loaderData && "missing" in loaderData) return errorMeta(site, loaderData.missing.title, "fr");
  return errorMeta(site, loaderData?.page.meta ?? "Your stay", loaderData?.locale);
}

export default function HotelStayedRoute({ loaderData, actionData }: Route.ComponentProps) {
  if ("missing" in loaderData) {
    const { missing } = loaderData;
    return (
      <MessageScreen title={missing.title} text={missing.text}>
        <Link
          to={missing.back.href}
          className="mt-8 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {missing.back.label}
        </Link>
      </MessageScreen>
    );
  }
  const { page } = loaderData;
  const back = (
    <Link to={loaderData.hotelPath} className="font-semibold text-brand-800 underline">
      {page.back}
    </Link>
  );
  if (actionData?.sent) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <Heading level={1} size="title">
          {page.sentTitle}
        </Heading>
        <p className="mt-4 text-slate-800" role="status">
          {page.sent}
        </p>
        <p className="mt-4">{back}</p>
      </div>
    );
  }
  const errors = actionData?.errors ?? {};
  const notice = errors.form ?? actionData?.summary;
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <Heading level={1} size="title">
        {page.heading}
      </Heading>
      <p className="mt-3 text-slate-800">{page.intro}</p>
      {notice ? (
        <p role="alert" className="mt-4 rounded-md border border-red-700 p-3 text-red-800">
          {notice}
        </p>
      ) : null}
      <GuestReportForm
        months={loaderData.months}
        values={actionData?.values ?? {}}
        errors={errors}
        words={loaderData.form}
      />
      <p className="mt-8">{back}</p>
    </div>
  );
}
