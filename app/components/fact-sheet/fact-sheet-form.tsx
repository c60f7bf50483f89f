// The fact sheet a hotel's manager fills in from our link, made for a mid-range phone on a slow
// connection: one column, plain controls, no script needed. Every question may be left empty
// ("not sure" stays unknown); a refused answer comes back with everything as typed and each
// message at its field. Photos received stay listed with the link (a browser cannot refill a file
// field); with a script, chosen photos are made smaller before they are sent.
import { Form } from "react-router";
import { useState, type ChangeEvent, type ReactNode } from "react";
import { shrinkPhotos } from "#app/browser/shrink-photos.ts";
import { Field } from "#app/components/ui/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  BOX,
  CheckboxQuestion,
  ErrorText,
  LEGEND,
  RadioQuestion,
  type Choices,
} from "#app/components/visitor-forms/question-boxes.tsx";
import { FACT_SHEET_MAX_PHOTOS, PAYMENT_CHOICES } from "#app/domain/facts/fact-sheet.ts";
import { PHOTO_MAX_MEGABYTES } from "#app/domain/pages/photo-sizes.ts";

export type SheetValues = Record<string, string> & { payment?: string };

const PAYMENT_WORDS: Record<(typeof PAYMENT_CHOICES)[number], string> = {
  cards: "Visa or Mastercard cards",
  "mtn-momo": "MTN MoMo",
  "telecel-cash": "Telecel Cash",
  "at-money": "AT Money",
  cash: "Cash (cedis)",
  "us-dollars": "US dollars in cash",
};
const PAYMENT_OPTIONS = PAYMENT_CHOICES.map((way) => [way, PAYMENT_WORDS[way]] as const);

/** A question answered by one choice, with "Not sure" first: unknown is an answer too. */
function Choice(props: {
  name: string;
  legend: string;
  options: Choices;
  values: SheetValues;
  errors: Record<string, string>;
  children?: ReactNode;
}) {
  return (
    <RadioQuestion
      name={props.name}
      legend={props.legend}
      skip="Not sure / skip"
      options={props.options}
      value={props.values[props.name]}
      error={props.errors[props.name]}
    >
      {props.children}
    </RadioQuestion>
  );
}

/** A photo the link holds, as the loader lists it. */
export interface SheetPhoto {
  mediaId: number;
  name: string;
  thumbnail: string | null;
  isFailed: boolean;
}

/** Swaps the chosen files for smaller copies; on any failure the originals go, as without a script. */
async function shrinkChosen(input: HTMLInputElement) {
  const files = [...(input.files ?? [])];
  if (files.length === 0 || typeof DataTransfer === "undefined") return;
  const transfer = new DataTransfer();
  for (const file of await shrinkPhotos(files)) transfer.items.add(file);
  input.files = transfer.files;
}

function Photos({
  photos,
  filesKey,
  error,
  isShrinking,
  onChoose,
}: {
  photos: SheetPhoto[];
  filesKey: string;
  error?: string;
  isShrinking: boolean;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const room = FACT_SHEET_MAX_PHOTOS - photos.length;
  return (
    <fieldset
      className={BOX}
      aria-describedby={`photos-hint${error ? " photos-error" : ""}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className={LEGEND}>Photos of the hotel (up to {FACT_SHEET_MAX_PHOTOS})</legend>
      <p id="photos-hint" className="mt-1 text-sm text-slate-700">
        Rooms, the pool, the front: JPEG, PNG, WebP or AVIF, up to {PHOTO_MAX_MEGABYTES} MB each.
        They are sent with the sheet and kept with this link, so a correction never loses them.
      </p>
      {photos.length > 0 ? (
        <ul aria-label="Photos received" className="mt-3 grid gap-3">
          {photos.map((photo) => (
            <li key={photo.mediaId} className="flex items-center gap-3">
              {photo.thumbnail ? (
                <img
                  src={photo.thumbnail}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 shrink-0 rounded-md object-cover"
                />
              ) : (
                <span className="flex size-16 shrink-0 items-center justify-center rounded-md bg-slate-100 text-center text-xs text-slate-700">
                  {photo.isFailed ? "Could not be read" : "Being prepared"}
                </span>
              )}
              <span className="min-w-0 flex-1 break-words text-slate-900">{photo.name}</span>
              <Button
                variant="outline"
                size="sm"
                name="removePhoto"
                value={photo.mediaId}
                formNoValidate
                aria-label={`Remove ${photo.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <div className="mt-3">
          <label htmlFor="photo" className="block text-sm font-semibold text-slate-900">
            {photos.length > 0 ? `Add photos (${room} more at most)` : "Choose photos"}
          </label>
          <input
            key={filesKey}
            id="photo"
            type="file"
            name="photo"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif"
            onChange={onChoose}
            className="mt-1 block w-full text-sm text-slate-900"
          />
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-800">
          That is {FACT_SHEET_MAX_PHOTOS} photos: remove one to send another.
        </p>
      )}
      <p role="status" className="mt-2 text-sm text-slate-700">
        {isShrinking ? "Making the photos smaller before sending..." : ""}
      </p>
      <ErrorText id="photos-error" error={error} />
    </fieldset>
  );
}

export function FactSheetForm({
  values,
  errors,
  photos,
  filesKey,
}: {
  values: SheetValues;
  errors: Record<string, string>;
  photos: SheetPhoto[];
  /** Changes after each post, so the file field empties of files already sent. */
  filesKey: string;
}) {
  const [isShrinking, setIsShrinking] = useState(false);
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    setIsShrinking(true);
    shrinkChosen(input)
      .catch(() => {
        // The originals go as chosen: the server takes them or says why not.
      })
      .finally(() => setIsShrinking(false));
  };
  const field = (name: string) => ({
    name,
    defaultValue: values[name] ?? "",
    error: errors[name],
  });
  return (
    <Form method="post" encType="multipart/form-data" aria-label="Fact sheet" noValidate>
      {/* Enter in a field sends the sheet: the form's first submit button, before any Remove. */}
      <button
        type="submit"
        tabIndex={-1}
        aria-hidden="true"
        disabled={isShrinking}
        className="sr-only"
      >
        Send
      </button>
      <Choice
        name="backupPower"
        legend="When the mains power goes off, what keeps running?"
        options={[
          ["whole", "Everything, air conditioning included"],
          ["partial", "Part of the hotel (say which in the kind of backup)"],
          ["none", "Nothing: we have no backup power"],
        ]}
        values={values}
        errors={errors}
      >
        <Choice
          name="backupKind"
          legend="What kind of backup?"
          options={[
            ["generator", "Generator"],
            ["solar", "Solar with batteries"],
            ["generator-and-solar", "Both"],
          ]}
          values={values}
          errors={errors}
        />
      </Choice>
      <Choice
        name="waterTank"
        legend="Do you store water (a tank or reservoir) for when the supply stops?"
        options={[
          ["yes", "Yes"],
          ["no", "No"],
        ]}
        values={values}
        errors={errors}
      />
      <Choice
        name="hotWater"
        legend="Is there hot water in the rooms?"
        options={[
          ["yes", "Yes"],
          ["no", "No"],
        ]}
        values={values}
        errors={errors}
      />
      <CheckboxQuestion
        name="payment"
        legend="How can guests pay? Tick all that apply."
        options={PAYMENT_OPTIONS}
        value={values.payment}
        error={errors.payment}
      />
      <Choice
        name="airportPickup"
        legend="Can you meet guests at the airport?"
        options={[
          ["offered", "Yes, we offer airport pickup"],
          ["not-offered", "No"],
        ]}
        values={values}
        errors={errors}
      >
        <Field
          label="From which airport?"
          hint="For example Accra International Airport."
          className="mt-3"
          maxLength={80}
          {...field("pickupAirport")}
        />
        <Field
          label="Its price"
          hint="For example GHS 400 one way, or free."
          className="mt-3"
          maxLength={60}
          {...field("pickupPrice")}
        />
      </Choice>
      <fieldset className={BOX}>
        <legend className={LEGEND}>Your Ghana Tourism Authority licence</legend>
        <Field label="Licence number" className="mt-2" maxLength={40} {...field("licenceNumber")} />
        <Field
          label="Class"
          hint="As on the licence: for example 3-star, budget or guest house."
          className="mt-3"
          maxLength={40}
          {...field("licenceClass")}
        />
      </fieldset>
      <fieldset className={BOX}>
        <legend className={LEGEND}>Check-in and check-out</legend>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Check-in from" type="time" className="mt-2" {...field("checkIn")} />
          <Field label="Check-out by" type="time" className="mt-2" {...field("checkOut")} />
        </div>
      </fieldset>
      <fieldset className={BOX}>
        <legend className={LEGEND}>What a standard double room costs a night</legend>
        <Choice
          name="rateCurrency"
          legend="Currency"
          options={[
            ["GHS", "Ghana cedis (GHS)"],
            ["USD", "US dollars (USD)"],
          ]}
          values={values}
          errors={errors}
        />
        <div className="grid grid-cols-2 gap-3">
          <Field
            label="Lowest rate"
            inputMode="numeric"
            className="mt-3"
            {...field("rateLowest")}
          />
          <Field
            label="Typical rate"
            inputMode="numeric"
            className="mt-3"
            {...field("rateTypical")}
          />
        </div>
        <Field
          label="Season these rates are for"
          hint="For example November to March, or all year."
          className="mt-3"
          maxLength={80}
          {...field("rateSeason")}
        />
      </fieldset>
      <fieldset className={BOX}>
        <legend className={LEGEND}>How travellers and our team can reach you</legend>
        <Field
          label="E-mail for reservations"
          type="email"
          autoComplete="email"
          className="mt-2"
          {...field("email")}
        />
        <Field label="Phone" type="tel" autoComplete="tel" className="mt-3" {...field("phone")} />
        <Field label="WhatsApp number" type="tel" className="mt-3" {...field("whatsapp")} />
        <label className="mt-3 flex items-start gap-3 text-slate-900">
          <input
            type="checkbox"
            name="contactsPublic"
            defaultChecked={values.contactsPublic === "on"}
            aria-describedby={errors.contactsPublic ? "contactsPublic-error" : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          Travellers may see these on our pages. Unticked, only our team sees them.
        </label>
        <ErrorText id="contactsPublic-error" error={errors.contactsPublic} />
      </fieldset>
      <Photos
        photos={photos}
        filesKey={filesKey}
        error={errors.photos}
        isShrinking={isShrinking}
        onChoose={onChoose}
      />
      <fieldset className={BOX}>
        <legend className={LEGEND}>Who is answering?</legend>
        <Field
          label="Your name"
          autoComplete="name"
          className="mt-2"
          required
          maxLength={120}
          {...field("name")}
        />
        <Field
          label="Your role"
          hint="For example Manager or Front office."
          className="mt-3"
          required
          maxLength={80}
          {...field("role")}
        />
      </fieldset>
      <p className="mt-6 text-sm text-slate-700">
        Nothing you send appears on the site until one of our editors has checked it. You can use
        this link again to correct an answer.
      </p>
      <Button
        className="mt-4 w-full sm:w-auto"
        isPending={isShrinking}
        pendingLabel="Making the photos smaller..."
      >
        Send the fact sheet
      </Button>
    </Form>
  );
}
