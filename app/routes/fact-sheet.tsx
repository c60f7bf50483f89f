// /fact-sheet/{token}: the page a hotel's manager opens from our e-mail or WhatsApp message
// (docs/decisions/040). No account: the link is the proof, and it works until it expires (30
// days), is revoked or replaced. GET shows the form; POST (a plain form, no script needed)
// stores the answers for an editor; a refused one returns every value as typed. Photos come in
// the same post (multipart) and stay with the link, listed on the form, whatever the answer.
import { data, type ShouldRevalidateFunction } from "react-router";
import { FactSheetForm, type SheetValues } from "#app/components/fact-sheet/fact-sheet-form.tsx";
import { PRIVATE_HEADERS } from "#app/components/newsletter/newsletter-notice.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { FACT_SHEET_MAX_PHOTOS } from "#app/domain/facts/fact-sheet.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import {
  BodyTooLargeError,
  FACT_SHEET_BODY_LIMIT_BYTES,
  FORM_BODY_LIMIT_BYTES,
  parseFormBody,
  readBodyBytes,
} from "#app/http/request-body.server.ts";
import { errorMeta } from "#app/seo/meta.ts";
import { listLinkPhotos } from "#app/use-cases/fact-sheets/fact-sheet-photos.server.ts";
import { openFactSheet, submitFactSheet } from "#app/use-cases/fact-sheets/fact-sheets.server.ts";
import type { Route } from "./+types/fact-sheet";

const CLOSED =
  "This link has expired or been replaced. Ask us for a new one: reply to our e-mail or use the contact form.";

export async function loader({ params }: Route.LoaderArgs) {
  const link = await openFactSheet(params.token);
  if (link.state !== "open") {
    return data(
      { state: link.state, hotelName: "" },
      { status: link.state === "closed" ? 410 : 404, headers: PRIVATE_HEADERS },
    );
  }
  return data(
    {
      state: "open" as const,
      hotelName: link.hotel.name,
      photos: await listLinkPhotos(link.request.photos),
    },
    { headers: PRIVATE_HEADERS },
  );
}

const TOO_MUCH = `These photos come to more than ${Math.floor(FACT_SHEET_BODY_LIMIT_BYTES / 1024 / 1024)} MB in all. Send ${FACT_SHEET_MAX_PHOTOS} at most, each under 15 MB, or fewer at a time.`;

/** The form as posted: multipart when it carries photos (a large body), else a small form. */
async function readSheetForm(request: Request): Promise<FormData | null> {
  const contentType = request.headers.get("content-type") ?? "";
  const limit = contentType.startsWith("multipart/form-data")
    ? FACT_SHEET_BODY_LIMIT_BYTES
    : FORM_BODY_LIMIT_BYTES;
  try {
    return await parseFormBody(await readBodyBytes(request, limit), contentType);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null;
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // A closed or unknown link reads no photos: the page says why (the loader's status).
  const link = await openFactSheet(params.token);
  if (link.state !== "open") {
    return data(
      { sent: false as const, values: {} as SheetValues, errors: {} as Record<string, string> },
      { status: link.state === "closed" ? 410 : 404, headers: PRIVATE_HEADERS },
    );
  }
  const formData = await readSheetForm(request);
  if (!formData) {
    return data(
      {
        sent: false as const,
        values: {} as SheetValues,
        errors: { photos: TOO_MUCH } as Record<string, string>,
      },
      { status: 413, headers: PRIVATE_HEADERS },
    );
  }
  const values: SheetValues = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !["payment", "removePhoto"].includes(key)) values[key] = value;
  }
  const payment = formData
    .getAll("payment")
    .filter((way): way is string => typeof way === "string");
  values.payment = payment.join(",");
  const files = await Promise.all(
    formData
      .getAll("photo")
      .filter((value): value is File => value instanceof File && value.size > 0)
      .map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  const remove = formData.get("removePhoto");
  const outcome = await submitFactSheet(
    params.token,
    {
      fields: values,
      payment,
      files,
      removePhoto: typeof remove === "string" ? parseId(remove) : null,
    },
    context.get(clientAddressContext),
  );
  if (outcome.ok)
    return data({ sent: true as const, values, errors: {} }, { headers: PRIVATE_HEADERS });
  if ("fieldErrors" in outcome) {
    return data(
      // `at` empties the file field once its files are sent: they are listed now, or refused.
      { sent: false as const, values, errors: outcome.fieldErrors, at: Date.now() },
      { status: outcome.status, headers: PRIVATE_HEADERS },
    );
  }
  const headers: Record<string, string> = { ...PRIVATE_HEADERS };
  if (outcome.retryAfterSeconds) headers["Retry-After"] = String(outcome.retryAfterSeconds);
  return data(
    { sent: false as const, values, errors: { form: outcome.error } as Record<string, string> },
    { status: outcome.status, headers },
  );
}

// A refused answer (4xx) still kept the photos sent with it: read the list again after every post,
// where React Router would skip the loader after an error status.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => formMethod === "POST" || defaultShouldRevalidate;

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return errorMeta(
    matches[0].loaderData.site,
    loaderData?.hotelName ? `Fact sheet: ${loaderData.hotelName}` : "Fact sheet",
  );
}

export default function FactSheetRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== "open") {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <Heading level={1} size="title">
          Fact sheet
        </Heading>
        <p className="mt-4 text-slate-800">
          {loaderData.state === "closed" ? CLOSED : "This fact-sheet link is not one of ours."}
        </p>
      </div>
    );
  }
  if (actionData?.sent) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <Heading level={1} size="title">
          Thank you
        </Heading>
        <p className="mt-4 text-slate-800" role="status">
          We have your answers for {loaderData.hotelName}. Our editors check them before anything
          appears on the site, and may write to you with a question. You can use the same link to
          correct an answer.
        </p>
      </div>
    );
  }
  const errors = actionData?.errors ?? {};
  const count = Object.keys(errors).filter((key) => key !== "form").length;
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <Heading level={1} size="title">
        {loaderData.hotelName}: fact sheet
      </Heading>
      <p className="mt-3 text-slate-800">
        Travellers ask us what booking sites rarely say. Answer what you know and leave the rest on
        “Not sure”: an empty answer is better than a guess. About five minutes.
      </p>
      {errors.form || count > 0 ? (
        <p role="alert" className="mt-4 rounded-md border border-red-700 p-3 text-red-800">
          {errors.form ??
            `${count === 1 ? "One answer needs" : `${count} answers need`} a change: see the message${count === 1 ? "" : "s"} below. Everything you typed is still here.`}
        </p>
      ) : null}
      <FactSheetForm
        values={actionData?.values ?? {}}
        errors={errors}
        photos={loaderData.photos}
        filesKey={actionData && "at" in actionData ? String(actionData.at) : "chosen"}
      />
    </div>
  );
}
