// A campaign in the dashboard: write it (subject, preheader, Markdown body, and optionally a
// French subject and body for French readers), preview it as HTML and text, send a test to one
// address, then send it now or at a time, once the number of
// subscribers it goes to is confirmed. Every form works without JavaScript; each answer comes
// back as a toast.
import { useState, type ComponentProps, type MouseEvent, type ReactNode } from "react";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import { href } from "#app/paths.ts";
import { z } from "#app/domain/shared/zod.ts";
import { done, refused } from "#app/admin/shell/action.server.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { MailReadiness, STATUS_LABEL } from "#app/admin/campaigns/campaign-parts.tsx";
import {
  ConfirmSendStep,
  useSendDialog,
  type SendRequest,
} from "#app/admin/campaigns/send-confirmation.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { TestSendSchema } from "#app/domain/mail/campaign.ts";
import { confirmedRecipientsOf, subscriberCount } from "#app/domain/mail/campaign-send.ts";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import { formFields } from "#app/domain/forms/form-fields.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { refusal, type Refusal } from "#app/domain/shared/outcome.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { renderNewsletter } from "#app/mail/messages.server.ts";
import { getCampaign } from "#app/models/campaigns.server.ts";
import { mailReadiness } from "#app/use-cases/campaigns/readiness.server.ts";
import { saveCampaign } from "#app/use-cases/campaigns/save.server.ts";
import {
  countAudience,
  scheduleCampaign,
  unscheduleCampaign,
} from "#app/use-cases/campaigns/schedule.server.ts";
import { sendTest } from "#app/use-cases/campaigns/test-send.server.ts";
import type { Route } from "./+types/campaign-edit";

const IntentSchema = z.enum(["save", "test", "send", "schedule", "unschedule"]);

/** The campaign the path names: null for a new one; a 404 for an id that spells none. */
function idOf(value: string): number | null {
  if (value === "new") return null;
  const id = parseId(value);
  if (id === null) throw new Response("No such campaign.", { status: 404 });
  return id;
}

export async function loader({ params }: Route.LoaderArgs) {
  const id = idOf(params.id);
  const campaign = id === null ? null : await pageDataOr503("campaign", () => getCampaign(id));
  if (id !== null && !campaign) throw new Response("No such campaign.", { status: 404 });
  const text = campaign ? (await renderNewsletter(campaign, null)).text : null;
  const frenchText = campaign?.frenchBody
    ? (await renderNewsletter(campaign, null, "fr")).text
    : null;
  return {
    campaign,
    text,
    frenchText,
    audience: campaign ? await countAudience() : 0,
    ...(await mailReadiness()),
  };
}

/** A refusal in place; no confirmation step is open. */
const refusedHere = (outcome: Refusal, values: Record<string, string>) =>
  refused(outcome, values, { confirm: null });

/** The send waits for the operator to confirm the number it goes to: a step, not a refusal. */
function askToConfirm(
  values: Record<string, string>,
  confirm: SendRequest & { recipients: number; changedMessage: string | null },
  status: 200 | 409,
) {
  return data(
    { error: null, fieldErrors: {} as Record<string, string>, values, toast: null, confirm },
    { status },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = operatorFrom(context);
  const id = idOf(params.id);
  const form = formFields(await readFormData(request));
  const intent = IntentSchema.safeParse(form.intent ?? "save");
  const toCampaign = (campaignId: number) =>
    href("/admin/dashboard/campaigns/:id", { id: String(campaignId) });
  // A new campaign can only be saved, whatever the button said.
  if (id === null || intent.data === "save") {
    const outcome = await saveCampaign(id, form, actor);
    if (!outcome.ok) return refusedHere(outcome, form);
    return done(toCampaign(outcome.campaign.id), {
      title: "Saved",
      description: "The campaign is saved as a draft.",
    });
  }
  if (!intent.success) throw new Response("Unknown action.", { status: 400 });
  if (intent.data === "test") {
    const parsed = TestSendSchema.safeParse({ email: form.testEmail });
    if (!parsed.success) {
      const message = parsed.error.issues[0]!.message;
      return refusedHere(refusal(400, message, { testEmail: message }), form);
    }
    const outcome = await sendTest(id, parsed.data.email, actor);
    if (!outcome.ok) return refusedHere(outcome, form);
    return done(toCampaign(id), {
      title: "Test Queued",
      description: `A test copy is on its way to ${parsed.data.email}.`,
    });
  }
  if (intent.data === "send" || intent.data === "schedule") {
    const at = intent.data === "schedule" ? new Date(`${form.at ?? ""}:00Z`) : null;
    if (at && Number.isNaN(at.getTime())) {
      const message = "Choose the date and time to send at (GMT).";
      return refusedHere(refusal(400, message, { at: message }), form);
    }
    const confirmed = confirmedRecipientsOf(form.confirmRecipients);
    const outcome = await scheduleCampaign(id, at, confirmed, actor);
    if (!outcome.ok && "confirm" in outcome) {
      // Asked for the first time (no JavaScript) or again (the number changed): a page, not a toast.
      const isChanged = outcome.status === 409;
      return askToConfirm(
        form,
        {
          intent: intent.data,
          at: at ? (form.at ?? "") : "",
          recipients: outcome.confirm.recipients,
          changedMessage: isChanged ? outcome.error : null,
        },
        isChanged ? 409 : 200,
      );
    }
    if (!outcome.ok) return refusedHere(outcome, form);
    // The server checked that the confirmed number is the number it goes to.
    const recipients = subscriberCount(confirmed ?? 0);
    return done(toCampaign(id), {
      title: at ? "Scheduled" : "Sending",
      description: at
        ? `It goes to the active subscribers (${recipients} now) at ${formatDateTime(at)}.`
        : `It is going to ${recipients} now.`,
    });
  }
  const outcome = await unscheduleCampaign(id, actor);
  if (!outcome.ok) return refusedHere(outcome, form);
  return done(toCampaign(id), {
    title: "Held Back",
    description: "The campaign is a draft again.",
  });
}

/** The campaign's own fields, in the order the form shows them. */
const CAMPAIGN_FIELDS = [
  { name: "subject", label: "Subject" },
  {
    name: "preheader",
    label: "Preheader (optional)",
    hint: "The line inboxes show after the subject.",
  },
  {
    name: "body",
    label: "Body",
    multiline: true,
    rows: 16,
    hint: "Markdown: ## for a heading, - for a list item, [label](/blog/slug) for a link to one of our pages. Partner and shop links do not belong in e-mail.",
    controlClassName: "font-mono text-sm",
  },
  {
    name: "frenchSubject",
    label: "French subject (optional)",
    // French text: spell-checked and read aloud as French.
    lang: "fr",
    hint: "With a French body, subscribers who signed up on a French page get the French version; without, they get the English one.",
  },
  {
    name: "frenchBody",
    label: "French body (optional)",
    lang: "fr",
    multiline: true,
    rows: 12,
    hint: "Markdown, as the body. Link to French pages where they exist, like /fr/blog/money-in-ghana.",
    controlClassName: "font-mono text-sm",
  },
] as const;

/** A form of one field and its button (a test's address, a send's time). */
function FieldAndButton(props: {
  formLabel: string;
  field: ComponentProps<typeof Field>;
  intent: string;
  isPending: boolean;
  pendingLabel: string;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}) {
  return (
    <Form method="post" aria-label={props.formLabel} className="flex flex-wrap items-end gap-3">
      <Field {...props.field} />
      <Button
        name="intent"
        value={props.intent}
        variant="outline"
        isPending={props.isPending}
        pendingLabel={props.pendingLabel}
        onClick={props.onClick}
      >
        {props.children}
      </Button>
    </Form>
  );
}

/**
 * The action's answer, held until the next navigation: the dashboard refreshes its figures every
 * 30 s, and a refresh drops an action's answer, which would take a question ("Send to 214
 * subscribers?") or a field's error off the screen while the operator reads it.
 */
function useHeldAnswer<T>(actionData: T | undefined): T | undefined {
  const { key } = useLocation();
  const [held, setHeld] = useState({ key, answer: actionData });
  if (held.key !== key || (actionData != null && actionData !== held.answer)) {
    setHeld({ key, answer: actionData });
  }
  return held.key === key ? (actionData ?? held.answer) : actionData;
}

export default function CampaignEditRoute({
  loaderData,
  actionData: freshAnswer,
}: Route.ComponentProps) {
  const actionData = useHeldAnswer(freshAnswer);
  const { campaign, text, frenchText, audience } = loaderData;
  useServerToast(actionData?.toast);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const sendDialog = useSendDialog(audience, busy === "send" || busy === "schedule");
  const confirm = actionData?.confirm;
  const values = actionData?.values ?? {
    subject: campaign?.subject ?? "",
    preheader: campaign?.preheader ?? "",
    body: campaign?.body ?? "",
    frenchSubject: campaign?.frenchSubject ?? "",
    frenchBody: campaign?.frenchBody ?? "",
  };
  const errors = actionData?.fieldErrors ?? {};
  const isEditable = !campaign || campaign.status === "draft" || campaign.status === "scheduled";
  return (
    <div className="space-y-8">
      <p>
        <Link
          to={href("/admin/dashboard/campaigns")}
          className="font-semibold text-brand-800 underline"
        >
          All campaigns
        </Link>
      </p>
      <MailReadiness {...loaderData} />
      <Heading level={2} size="subsection">
        {campaign ? campaign.subject : "New campaign"}
      </Heading>
      {campaign && confirm ? (
        <ConfirmSendStep
          request={confirm}
          recipients={confirm.recipients}
          changedMessage={confirm.changedMessage}
          cancelTo={href("/admin/dashboard/campaigns/:id", { id: String(campaign.id) })}
          isPending={busy === confirm.intent}
        />
      ) : null}
      {campaign ? (
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {(
            [
              ["Status", STATUS_LABEL[campaign.status]],
              ["Recipients", campaign.figures.recipients],
              ["Sent", campaign.figures.sent],
              ["Failed", campaign.figures.failed],
              ["Waiting", campaign.figures.queued],
              ["Skipped (left before it went)", campaign.figures.skipped],
              ["Unsubscribes it caused", campaign.figures.unsubscribes],
              ["Link clicks", campaign.figures.clicks],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-700">{label}</dt>
              <dd className="text-lg font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      <Form method="post" aria-label="Edit campaign" className="space-y-4">
        {CAMPAIGN_FIELDS.map(({ name, ...field }) => (
          <Field
            key={name}
            name={name}
            {...field}
            defaultValue={values[name]}
            error={errors[name]}
            disabled={!isEditable}
          />
        ))}
        {isEditable ? (
          <Button name="intent" value="save" isPending={busy === "save"} pendingLabel="Saving...">
            {campaign ? "Save draft" : "Create draft"}
          </Button>
        ) : null}
      </Form>

      {campaign ? (
        <>
          <section aria-labelledby="preview" className="space-y-3">
            <Heading level={3} size="subsection" id="preview">
              Preview
            </Heading>
            <p>
              <a
                href={href("/api/admin/campaigns/:id/preview", { id: String(campaign.id) })}
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-800 underline"
              >
                Open the HTML version
              </a>{" "}
              (new tab). The text version:
            </p>
            <pre className="max-h-96 overflow-auto rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-wrap text-slate-900">
              {text}
            </pre>
            {frenchText ? (
              <>
                <p>
                  <a
                    href={`${href("/api/admin/campaigns/:id/preview", { id: String(campaign.id) })}?lang=fr`}
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-brand-800 underline"
                  >
                    Open the French HTML version
                  </a>{" "}
                  (new tab), as French subscribers get it. Its text version:
                </p>
                <pre
                  lang="fr"
                  className="max-h-96 overflow-auto rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-wrap text-slate-900"
                >
                  {frenchText}
                </pre>
              </>
            ) : null}
          </section>

          <FieldAndButton
            formLabel="Send a test"
            field={{
              label: "Send a test to",
              name: "testEmail",
              type: "email",
              defaultValue: actionData?.values.testEmail ?? "",
              error: errors.testEmail,
              className: "w-72",
            }}
            intent="test"
            isPending={busy === "test"}
            pendingLabel="Queuing..."
          >
            Send test
          </FieldAndButton>

          {isEditable ? (
            <div className="flex flex-wrap items-end gap-6">
              <p className="w-full text-slate-800">
                It goes to <strong>{subscriberCount(audience)}</strong> (active: confirmed, not
                unsubscribed). You confirm that number before it goes.
              </p>
              <Form method="post">
                <Button
                  name="intent"
                  value="send"
                  isPending={busy === "send"}
                  pendingLabel="Starting..."
                  onClick={(event) => sendDialog.ask(event, "send")}
                >
                  Send now to every active subscriber
                </Button>
              </Form>
              <FieldAndButton
                formLabel="Schedule"
                field={{
                  label: "Or send at (GMT)",
                  name: "at",
                  type: "datetime-local",
                  error: errors.at,
                  defaultValue: campaign.scheduledAt?.slice(0, 16) ?? "",
                }}
                intent="schedule"
                isPending={busy === "schedule"}
                pendingLabel="Scheduling..."
                onClick={(event) => sendDialog.ask(event, "schedule")}
              >
                Schedule
              </FieldAndButton>
              {campaign.status === "scheduled" ? (
                <Form method="post">
                  <Button name="intent" value="unschedule" variant="outline">
                    Hold back (back to draft)
                  </Button>
                </Form>
              ) : null}
              {sendDialog.dialog}
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
