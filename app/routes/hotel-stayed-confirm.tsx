// /hotels/{slug}/stayed/{token}: the link in a guest's confirmation e-mail. GET shows a "Confirm my
// report" button and changes nothing, so a mail scanner that opens every link confirms nobody; the
// button's POST (a plain form, no script needed) confirms the report, which then waits for an
// editor. A lapsed or unknown link gets a page that says so. A report sent from a French page
// gets its link under /fr, whose page speaks French (issue 44); its words come in its data.
import { data, Form, Link } from "react-router";
import { PRIVATE_HEADERS } from "#app/components/newsletter/newsletter-notice.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { localeOfPath } from "#app/domain/languages/locale.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { confirmPageWords } from "#app/routes/hotel-stayed.server.ts";
import { errorMeta } from "#app/seo/meta.ts";
import {
  confirmGuestReport,
  readGuestReportLink,
} from "#app/use-cases/guest-reports/guest-reports.server.ts";
import type { Route } from "./+types/hotel-stayed-confirm";

const STATUS = { waiting: 200, confirmed: 200, repeat: 409, expired: 410, unknown: 404 } as const;

/** The link's state with its page's words and the way back, in the address's language. */
function linkPage(
  request: Request,
  slug: string,
  link: { state: keyof typeof STATUS; hotelName?: string },
) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const hotelName = link.hotelName ?? "";
  return data(
    {
      state: link.state,
      locale,
      hotelPath: `${locale === "fr" ? "/fr" : ""}/hotels/${slug}`,
      words: confirmPageWords(locale, link.state, hotelName),
    },
    { status: STATUS[link.state], headers: PRIVATE_HEADERS },
  );
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const link = await readGuestReportLink(params.slug, params.token);
  return linkPage(request, params.slug, link);
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const link = await confirmGuestReport(
    params.slug,
    params.token,
    context.get(clientAddressContext),
  );
  return linkPage(request, params.slug, link);
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return errorMeta(
    matches[0].loaderData.site,
    loaderData?.words.meta ?? "Confirm your report",
    loaderData?.locale,
  );
}

export default function HotelStayedConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const link = actionData ?? loaderData;
  const { words } = link;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Heading level={1} size="title">
        {words.title}
      </Heading>
      {link.state === "waiting" ? (
        <>
          <p className="mt-4 text-slate-800">{words.text}</p>
          <Form method="post" className="mt-6">
            <Button>{words.button}</Button>
          </Form>
        </>
      ) : (
        <p className="mt-4 text-slate-800" role="status">
          {words.text}
        </p>
      )}
      <p className="mt-6">
        <Link to={link.hotelPath} className="font-semibold text-brand-800 underline">
          {words.back}
        </Link>
      </p>
    </div>
  );
}
