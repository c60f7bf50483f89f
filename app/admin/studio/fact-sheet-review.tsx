// /admin/dashboard/fact-sheets/{id}: a hotel's answers beside what the site says today, part by
// part (issue 40). An editor ticks the parts to accept (each then shows as "Stated by the hotel,
// {month year}") and the photos to add to the hotel's (each with its alternative text), or sends
// the answers back with a note, which e-mails the hotel a new link. Photos not taken are deleted.
import { data, Form } from "react-router";
import { z } from "#app/domain/shared/zod.ts";
import { href } from "#app/paths.ts";
import { requirePermission } from "#app/admin/shell/staff.server.ts";
import { actingFrom } from "#app/admin/studio/content-api.server.ts";
import { PhotoThumbnail } from "#app/admin/studio/photo-thumbnail.tsx";
import { ReviewPage } from "#app/admin/studio/review-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import {
  FACT_SHEET_PARTS,
  FactSheetSchema,
  factSheetPartLabel,
  factsOfPart,
  partAnswered,
  partText,
} from "#app/domain/facts/fact-sheet.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { practicalRows, type PracticalFact } from "#app/domain/facts/practical-facts.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { done } from "#app/admin/shell/action.server.ts";
import {
  getFactSheetAnswer,
  hotelForFactSheet,
  requestOf,
} from "#app/models/fact-sheets.server.ts";
import { listLinkPhotos } from "#app/use-cases/fact-sheets/fact-sheet-photos.server.ts";
import { acceptFactSheet, returnFactSheet } from "#app/use-cases/fact-sheets/fact-sheets.server.ts";
import type { Route } from "./+types/fact-sheet-review";

async function answerOf(idParam: string) {
  const id = parseId(idParam);
  const answer = id ? await getFactSheetAnswer(id) : null;
  if (!answer) throw new Response("There is no such fact sheet.", { status: 404 });
  const hotel = await hotelForFactSheet(answer.hotelId);
  if (!hotel) throw new Response("Its hotel is gone.", { status: 404 });
  return { answer, hotel };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requirePermission(context, "content.publish", request);
  const { answer, hotel } = await answerOf(params.id);
  const sheet = FactSheetSchema.parse(answer.answers);
  const request_ = await requestOf(answer.requestId);
  const published = practicalRows(hotel.practicalFacts as PracticalFact[]);
  const day = answer.createdAt.toISOString().slice(0, 10);
  const rows = FACT_SHEET_PARTS.filter((part) => partAnswered(sheet, part)).map((part) => {
    const stated = factsOfPart(sheet, part, hotel, day);
    const says = stated.length > 0 ? practicalRows(stated)[0]!.text : partText(sheet, part);
    const key = stated[0]?.key;
    return {
      part,
      label: factSheetPartLabel(part),
      says,
      now: key ? (published.find((row) => row.key === key)?.text ?? "Not known") : "",
    };
  });
  return {
    id: answer.id,
    state: answer.state,
    hotel: { id: hotel.id, name: hotel.name, slug: hotel.slug },
    answeredBy: `${sheet.name}, ${sheet.role}`,
    answeredAt: answer.createdAt.toISOString(),
    sendBackTo: request_?.sentTo ?? sheet.email ?? "",
    rows,
    photos: await listLinkPhotos(sheet.photos),
  };
}

const DecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept") }),
  z.object({
    intent: z.literal("return"),
    note: z.string().trim().max(1_000, "Keep the note under 1,000 characters."),
    sendTo: z.string().trim().pipe(z.email("Enter the address to send the new link to.")),
  }),
]);

export async function action({ params, request, context }: Route.ActionArgs) {
  requirePermission(context, "content.publish", request);
  const { answer, hotel } = await answerOf(params.id);
  const formData = await readFormData(request);
  const parsed = DecisionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return data(
      { error: parsed.error.issues[0]?.message ?? "Choose what to do." },
      { status: 400 },
    );
  }
  const by = actingFrom(context);
  const parts = formData.getAll("part").filter((part): part is string => typeof part === "string");
  const photos = formData.getAll("photo").flatMap((value) => {
    const mediaId = typeof value === "string" ? parseId(value) : null;
    const alt = formData.get(`photoAlt.${mediaId}`);
    return mediaId ? [{ mediaId, alt: typeof alt === "string" ? alt : "" }] : [];
  });
  const outcome =
    parsed.data.intent === "accept"
      ? await acceptFactSheet(answer.id, parts, by, photos)
      : await returnFactSheet(answer.id, parsed.data.note, parsed.data.sendTo, by);
  if (!outcome.ok) return data({ error: outcome.error }, { status: outcome.status });
  return done(
    href("/admin/dashboard/content/:type/:id", { type: "hotels", id: String(hotel.id) }),
    {
      title: parsed.data.intent === "accept" ? "Accepted" : "Sent Back",
      description:
        parsed.data.intent === "accept"
          ? `${outcome.accepted.length} part${outcome.accepted.length === 1 ? "" : "s"} of ${hotel.name}'s fact sheet now show as stated by the hotel${photos.length > 0 ? `, and ${photos.length} photo${photos.length === 1 ? " is" : "s are"} among its photos` : ""}.`
          : `${hotel.name} gets a new link with your note.`,
    },
  );
}

export default function FactSheetReview({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel, rows } = loaderData;
  const isPending = loaderData.state === "pending";
  return (
    <ReviewPage
      title={<>Fact sheet from {hotel.name}</>}
      intro={
        <>
          Answered by {loaderData.answeredBy} on {formatDateTime(loaderData.answeredAt)}.{" "}
          {isPending
            ? "Accepted parts show on the hotel's page as stated by the hotel."
            : `This answer is ${loaderData.state}.`}
        </>
      }
      error={actionData?.error}
    >
      <Form method="post" aria-label="Accept parts of the fact sheet">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The hotel's answers beside what the site says now</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">
                Accept
              </th>
              <th scope="col" className="py-2 pr-3">
                Question
              </th>
              <th scope="col" className="py-2 pr-3">
                The hotel says
              </th>
              <th scope="col" className="py-2">
                The site says now
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.part} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-3">
                  <input
                    type="checkbox"
                    name="part"
                    value={row.part}
                    defaultChecked
                    disabled={!isPending}
                    aria-label={`Accept ${row.label}`}
                    className="size-5 shrink-0 accent-brand-700"
                  />
                </td>
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {row.label}
                </th>
                <td className="py-2 pr-3">{row.says}</td>
                <td className="py-2 text-slate-700">{row.now}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {loaderData.photos.length > 0 ? (
          <fieldset className="mt-6 space-y-4">
            <legend className="font-semibold text-slate-900">
              Photos the hotel sent: ticked ones join the hotel's photos, the others are deleted
            </legend>
            <ul className="grid gap-6 sm:grid-cols-2">
              {loaderData.photos.map((photo, index) => (
                <li key={photo.mediaId} className="space-y-2">
                  {photo.thumbnail ? (
                    <PhotoThumbnail src={photo.thumbnail} />
                  ) : (
                    <p className="rounded-md bg-slate-100 p-4 text-sm text-slate-700">
                      {photo.isFailed
                        ? "This photo could not be read."
                        : "Still being processed: reload in a moment to see it."}
                    </p>
                  )}
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="photo"
                      value={photo.mediaId}
                      defaultChecked={!photo.isFailed}
                      disabled={!isPending}
                      className="size-5 shrink-0 accent-brand-700"
                    />
                    Accept photo {index + 1} ({photo.name})
                  </label>
                  <Field
                    label={`What photo ${index + 1} shows (alternative text)`}
                    name={`photoAlt.${photo.mediaId}`}
                    defaultValue={hotel.name}
                    disabled={!isPending}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        {isPending ? (
          <Button name="intent" value="accept" className="mt-4">
            Accept the ticked parts
          </Button>
        ) : null}
      </Form>
      {isPending ? (
        <Form method="post" aria-label="Send the fact sheet back" className="space-y-3">
          <Heading level={3} size="minor">
            Send it back
          </Heading>
          <Field label="What should the hotel change?" name="note" multiline rows={3} />
          <Field
            label="Send the new link to"
            name="sendTo"
            type="email"
            defaultValue={loaderData.sendBackTo}
          />
          <Button name="intent" value="return" variant="outline">
            Send back with a new link
          </Button>
        </Form>
      ) : null}
    </ReviewPage>
  );
}
