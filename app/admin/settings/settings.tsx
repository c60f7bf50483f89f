// The dashboard's Settings tab: which partner serves each category, and each partner's account
// ids; who e-mail comes from; the cedi rate; whether two-factor sign-in is required; link health.
// Each form is saved by its use-case (app/use-cases/settings/), which logs every change; saved
// settings take effect on the next click with no restart, and a partner without its id is shown
// plainly as not earning (its links still work). A refused form keeps what was typed.
import { IntentButton } from "#app/admin/shell/intent-button.tsx";
import { Form, useNavigation } from "react-router";
import { href } from "#app/paths.ts";
import { notSaved } from "#app/admin/settings/not-saved.server.ts";
import {
  SettingField,
  SettingsForm,
  shownSettings,
  type SettingFieldSpec,
} from "#app/admin/settings/settings-form.tsx";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { requirePermission } from "#app/admin/shell/staff.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/field.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { CurrencySettingsSchema } from "#app/domain/money/cedi-settings.ts";
import { EuroSettingsSchema } from "#app/domain/money/euro-settings.ts";
import { changeText } from "#app/domain/content/change-text.ts";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import { formFields } from "#app/domain/forms/form-fields.ts";
import { MailSettingsSchema } from "#app/domain/mail/mail-settings.ts";
import { invalid } from "#app/domain/shared/outcome.ts";
import {
  isEarning,
  PARTNER_CATEGORIES,
  PARTNERS,
  partnersIn,
  type PartnerCategory,
} from "#app/domain/partners/partner-links.ts";
import {
  chosenPartners,
  PARTNER_ID_FIELDS,
  PARTNER_SETTING_LABELS,
  PartnerSettingsSchema,
  toAccounts,
} from "#app/domain/partners/partner-settings.ts";
import { SignInSettingsSchema } from "#app/domain/accounts/sign-in-settings.ts";
import type { z } from "#app/domain/shared/zod.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { serverToast } from "#app/components/ui/toast.server.ts";
import { listAuditLog, type Actor } from "#app/models/audit-log.server.ts";
import {
  loadCurrencySettings,
  loadEuroSettings,
  loadLinkCheck,
  loadMailSettings,
  loadPartnerSettings,
  loadSignInSettings,
} from "#app/models/settings.server.ts";
import {
  saveCurrencySettings,
  saveEuroSettings,
  saveMailSettings,
  savePartnerSettings,
  saveSignInSettings,
  SETTINGS_AUDIT_ACTIONS,
  type SettingsSaved,
} from "#app/use-cases/settings/save-settings.server.ts";
import { runLinkCheck } from "#app/use-cases/system/link-check.server.ts";
import type { Route } from "./+types/settings";

const CATEGORY_TITLES: Record<PartnerCategory, string> = {
  stays: "Stays",
  flights: "Flights",
  cars: "Car rental",
  activities: "Things to do",
  retail: "Travel products",
};

const MAIL_FIELDS: SettingFieldSpec[] = [
  {
    name: "senderAddress",
    label: "Send e-mail from",
    inputMode: "email",
    autoComplete: "off",
    spellCheck: false,
    hint: "An address, or Name <address>; empty: the contact mailbox. Use an address on a domain whose SPF and DKIM cover the SMTP server.",
  },
  {
    name: "postalAddress",
    label: "Postal address",
    hint: "Shown in every newsletter's footer, as the law on commercial e-mail asks; campaigns wait until it is set.",
  },
  {
    name: "alertsAddress",
    label: "Send alerts to",
    type: "email",
    autoComplete: "off",
    spellCheck: false,
    hint: "The daily digest of what needs attention and failed-backup alerts; empty: the contact mailbox.",
  },
];

const CURRENCY_FIELDS: SettingFieldSpec[] = [
  {
    name: "usdToGhs",
    label: "Cedis for one US dollar",
    inputMode: "decimal",
    hint: "Dollar rates show their cedi equivalent at this rate, and cedi rates are sorted and filtered at their dollar value. Empty: no converted figures.",
  },
  {
    name: "rateDate",
    label: "Date of the rate",
    type: "date",
    hint: "Shown beside cedi prices, so readers know how fresh the rate is. The daily digest asks for a new one once it is 30 days old.",
  },
  {
    name: "rateSource",
    label: "Source of the rate",
    hint: "Who published it, shown beside cedi prices: like Bank of Ghana interbank rate.",
  },
];

const EURO_FIELDS: SettingFieldSpec[] = [
  {
    name: "eurToUsd",
    label: "US dollars for one euro",
    inputMode: "decimal",
    hint: "French pages show prices in CFA francs (XOF) from this rate and the fixed parity, 1 EUR = 655.957 XOF. Empty: no CFA figures.",
  },
  {
    name: "eurRateDate",
    label: "Date of the euro rate",
    type: "date",
    hint: "Shown beside CFA prices: « au cours BCE du 27 novembre 2026 ».",
  },
  {
    name: "eurRateSource",
    label: "Source of the euro rate, in French",
    hint: "Shown beside CFA prices: BCE for the European Central Bank's reference rate.",
  },
];

export async function loader() {
  const [settings, audit, linkCheck, mail, currency, euro, signIn] = await pageDataOr503(
    "settings",
    () =>
      Promise.all([
        loadPartnerSettings(),
        listAuditLog(10, 0, { actions: SETTINGS_AUDIT_ACTIONS }),
        loadLinkCheck(),
        loadMailSettings(),
        loadCurrencySettings(),
        loadEuroSettings(),
        loadSignInSettings(),
      ]),
  );
  const accounts = toAccounts(settings);
  const status = chosenPartners(settings).map((id) => ({
    id,
    name: PARTNERS[id].name,
    category: PARTNERS[id].category,
    isEarning: isEarning(id, accounts),
  }));
  // Read as words on the server: stored values may be of any shape.
  const changes = audit.map((entry) => ({
    id: entry.id,
    createdAt: entry.createdAt,
    action: entry.action,
    changes: Object.entries(entry.changes).map(([field, change]) =>
      changeText(field, change, PARTNER_SETTING_LABELS),
    ),
  }));
  return { settings, status, audit: changes, linkCheck, mail, currency, euro, signIn };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await readFormData(request));
  const actor = operatorFrom(context);
  if (fields.intent === "check-links") {
    const check = await pageDataOr503("link check", () => runLinkCheck(actor));
    const broken = check.results.filter((result) => !result.ok).length;
    return {
      toast: serverToast(
        broken === 0
          ? { title: "Links Checked", description: `All ${check.results.length} links work.` }
          : {
              title: "Links Checked",
              description: `${broken} of ${check.results.length} links need attention.`,
              variant: "destructive",
            },
      ),
    };
  }
  if (fields.intent === "sign-in") {
    // Who must use two-factor sign-in is the owner's call alone (issue 28).
    requirePermission(context, "settings.manage", request);
  }
  // The partner form sends no intent; anything else unknown is read as it too.
  const intent = fields.intent && Object.hasOwn(FORMS, fields.intent) ? fields.intent : "partners";
  return FORMS[intent as keyof typeof FORMS](fields, actor);
}

/**
 * One of the tab's forms: refused in place with its fields marked (400), or saved by its
 * use-case and summed up in a toast, on this screen (the tab shows what is stored now).
 */
function settingsForm<T>(form: {
  schema: z.ZodType<T>;
  save: (value: T, actor: Actor) => Promise<SettingsSaved<T>>;
  /** The toast's words when nothing changed. */
  unchanged: string;
  saved: (value: T, changeCount: number) => string;
}) {
  return async (fields: Record<string, string>, actor: Actor) => {
    const parsed = form.schema.safeParse(fields);
    if (!parsed.success) return notSaved(invalid(parsed.error.issues), fields);
    const outcome = await pageDataOr503("settings", () => form.save(parsed.data, actor));
    if (!outcome.ok) return notSaved(outcome, fields);
    const count = Object.keys(outcome.changes).length;
    return {
      toast: serverToast(
        count === 0
          ? { title: "No Changes", description: form.unchanged }
          : { title: "Settings Saved", description: form.saved(outcome.value, count) },
      ),
    };
  };
}

const FORMS = {
  "sign-in": settingsForm({
    schema: SignInSettingsSchema,
    save: saveSignInSettings,
    unchanged: "The sign-in settings were already these.",
    saved: (value) =>
      value.requireTwoFactor === "on"
        ? "Everyone without two-factor sign-in is asked to set it up first."
        : "Two-factor sign-in is up to each person now.",
  }),
  currency: settingsForm({
    schema: CurrencySettingsSchema,
    save: saveCurrencySettings,
    unchanged: "The rate was already this.",
    saved: (value) =>
      value.usdToGhs
        ? "Prices show cedis at this rate from now on."
        : "Prices show dollars only from now on.",
  }),
  euro: settingsForm({
    schema: EuroSettingsSchema,
    save: saveEuroSettings,
    unchanged: "The euro rate was already this.",
    saved: (value) =>
      value.eurToUsd
        ? "French pages show CFA francs at this rate from now on."
        : "French pages show no CFA francs from now on.",
  }),
  mail: settingsForm({
    schema: MailSettingsSchema,
    save: saveMailSettings,
    unchanged: "The e-mail settings were already these.",
    saved: () => "E-mail uses them from now on.",
  }),
  partners: settingsForm({
    schema: PartnerSettingsSchema,
    save: savePartnerSettings,
    unchanged: "The settings were already these.",
    saved: (_value, count) =>
      `${count} ${count === 1 ? "setting" : "settings"} changed; partner links use them from now on.`,
  }),
};

export default function SettingsTab({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  useServerToast(actionData?.toast);
  // After a refused save the form keeps what was typed; otherwise it shows what is stored.
  const partners = shownSettings(actionData, loaderData.settings, "");
  const mail = shownSettings(actionData, loaderData.mail, "mail");
  const currency = shownSettings(actionData, loaderData.currency, "currency");
  const euro = shownSettings(actionData, loaderData.euro, "euro");

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
      <Form method="post" className="space-y-5" aria-labelledby="partner-settings">
        <h2 id="partner-settings" className="text-xl font-semibold text-slate-900">
          Affiliate partners
        </h2>
        <p className="max-w-2xl text-sm text-slate-700">
          Enter the ids each partner issued you. A partner without its id still gets visitors but
          pays nothing for them. Changes apply to the next click, with no restart.
        </p>
        {PARTNER_CATEGORIES.map((category) => (
          <fieldset key={category} className="space-y-4 rounded-lg border border-slate-300 p-4">
            <legend className="px-1 font-semibold text-slate-900">
              {CATEGORY_TITLES[category]}
            </legend>
            <SelectField
              key={`${category}-${partners.value(category)}`}
              label={PARTNER_SETTING_LABELS[category]}
              name={category}
              options={partnersIn(category).map((id) => ({ value: id, label: PARTNERS[id].name }))}
              defaultValue={partners.value(category)}
            />
            {PARTNER_ID_FIELDS[category].map((name) => (
              <SettingField
                key={name}
                shown={partners}
                label={PARTNER_SETTING_LABELS[name]}
                name={name}
                autoComplete="off"
                spellCheck={false}
              />
            ))}
          </fieldset>
        ))}
        <Button
          isPending={navigation.state === "submitting" && !navigation.formData?.get("intent")}
          pendingLabel="Saving..."
        >
          Save settings
        </Button>
      </Form>

      <SettingsForm
        id="mail-settings"
        title="E-mail"
        intent="mail"
        fields={MAIL_FIELDS}
        shown={mail}
        submitLabel="Save e-mail settings"
        className="space-y-5 lg:col-start-1"
      />

      <SettingsForm
        id="currency-settings"
        title="Prices in cedis"
        intent="currency"
        fields={CURRENCY_FIELDS}
        shown={currency}
        submitLabel="Save the rate"
        className="space-y-5 lg:col-start-1"
      />

      <SettingsForm
        id="euro-settings"
        title="Prices in CFA francs (French pages)"
        intent="euro"
        fields={EURO_FIELDS}
        shown={euro}
        submitLabel="Save the euro rate"
        className="space-y-5 lg:col-start-1"
      />

      <SettingsForm
        id="sign-in-settings"
        title="Sign-in"
        intent="sign-in"
        submitLabel="Save sign-in settings"
        className="space-y-5 lg:col-start-1"
      >
        <div className="flex items-start gap-3">
          <input
            key={`require-${loaderData.signIn.requireTwoFactor}`}
            type="checkbox"
            id="requireTwoFactor"
            name="requireTwoFactor"
            value="on"
            defaultChecked={loaderData.signIn.requireTwoFactor === "on"}
            aria-describedby="requireTwoFactor-hint"
            className="mt-1 h-5 w-5 accent-brand-700"
          />
          <div>
            <label htmlFor="requireTwoFactor" className="font-semibold text-slate-900">
              Require two-factor sign-in for everyone
            </label>
            <p id="requireTwoFactor-hint" className="mt-1 text-sm text-slate-700">
              People without it are sent to set it up before they can use anything else in the
              dashboard. Set up your own first:{" "}
              <a
                href={href("/admin/dashboard/account/two-factor")}
                className="font-semibold text-brand-800 underline"
              >
                two-factor sign-in
              </a>
              .
            </p>
          </div>
        </div>
      </SettingsForm>

      <div className="space-y-8 lg:col-start-2 lg:row-span-4 lg:row-start-1">
        <Section id="partner-status" title="Partners in use" size="minor">
          <ul className="mt-3 space-y-2 text-sm">
            {loaderData.status.map((partner) => (
              <li key={partner.id} className="flex justify-between gap-3">
                <span>
                  {partner.name} <span className="text-slate-600">({partner.category})</span>
                </span>
                <span
                  className={
                    partner.isEarning
                      ? "font-semibold text-emerald-800"
                      : "font-semibold text-red-800"
                  }
                >
                  {partner.isEarning ? "Earning" : "Not earning"}
                </span>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="link-health" title="Link health" size="minor">
          <p className="mt-2 text-sm text-slate-700">
            {loaderData.linkCheck
              ? `Last checked ${formatDateTime(loaderData.linkCheck.checkedAt)}; checked daily.`
              : "Not checked yet; the check runs daily."}
          </p>
          {loaderData.linkCheck ? (
            <ul className="mt-3 space-y-2 text-sm">
              {loaderData.linkCheck.results.map((result) => (
                <li key={result.url}>
                  <span className="font-semibold">{result.label}: </span>
                  {result.ok ? (
                    <span className="text-emerald-800">works</span>
                  ) : (
                    <span className="text-red-800">{result.problems.join(" ")}</span>
                  )}
                  {!result.ok && result.edit ? (
                    <>
                      {" "}
                      <a href={result.edit.path} className="text-brand-800 underline">
                        {result.edit.label}
                      </a>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          <IntentButton intent="check-links" pendingLabel="Checking...">
            Check links now
          </IntentButton>
        </Section>
        <Section id="settings-changes" title="Recent changes" size="minor">
          {loaderData.audit.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">No changes yet.</p>
          ) : (
            <ol className="mt-3 space-y-3 text-sm text-slate-800">
              {loaderData.audit.map((entry) => (
                <li key={entry.id}>
                  <time dateTime={entry.createdAt} className="font-semibold">
                    {formatDateTime(entry.createdAt)}
                  </time>{" "}
                  {entry.action}
                  <ul className="mt-1 list-disc pl-5">
                    {entry.changes.map((change, index) => (
                      <li key={index} className="break-words">
                        {change}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>
    </div>
  );
}
