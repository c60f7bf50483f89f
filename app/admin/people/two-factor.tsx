// A person's two-factor sign-in (issue 28), for every role: set it up with a QR code or the key
// in text, confirm with the app's first code, keep the 10 recovery codes shown once; later, new
// recovery codes or turning it off, each with a fresh code. Plain forms that post here and
// redirect back (toasts and codes ride along in cookies), so it all works without JavaScript. The
// use-cases are app/use-cases/people/two-factor.server.ts.
import { useState, type ReactNode } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { href } from "#app/paths.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { SecondFactorCodeSchema } from "#app/admin/shell/staff-forms.ts";
import { done } from "#app/admin/shell/action.server.ts";
import { IntentForm } from "#app/admin/people/intent-form.tsx";
import { refusedAs } from "#app/admin/people/refusal.server.ts";
import { qrCodeSvg } from "#app/admin/people/qr-code.server.ts";
import {
  recoveryCodesCookie,
  takeRecoveryCodes,
} from "#app/admin/people/recovery-codes-flash.server.ts";
import { requirePermission } from "#app/admin/shell/staff.server.ts";
import {
  confirmEnrolment,
  disableTwoFactor,
  pendingEnrolment,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
  type CodeStep,
} from "#app/use-cases/people/two-factor.server.ts";
import type { Throttled } from "#app/use-cases/people/throttle.server.ts";
import type { ToastWords } from "#app/components/ui/toast.tsx";
import { ServerMarkupBlock } from "#app/components/server-markup.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import { recoveryCodesText } from "#app/domain/accounts/recovery-codes.ts";
import { z } from "#app/domain/shared/zod.ts";
import { useHydrated } from "#app/hydration/use-hydrated.ts";
import { keepServerMarkup } from "#app/hydration/server-markup.server.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { invalid } from "#app/domain/shared/outcome.ts";
import { loadSignInSettings } from "#app/models/settings.server.ts";
import type { Route } from "./+types/two-factor";

const TWO_FACTOR_PATH = href("/admin/dashboard/account/two-factor");

const IntentSchema = z.enum(["start", "confirm", "disable", "regenerate"], {
  error: "Use one of the buttons on this page.",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "account.self", request);
  const [status, enrolment, signIn] = await pageDataOr503("two-factor", () =>
    Promise.all([twoFactorStatus(staff.id), pendingEnrolment(staff), loadSignInSettings()]),
  );
  const { codes, headers } = takeRecoveryCodes(request);
  return data(
    {
      email: staff.email,
      status,
      isRequired: signIn.requireTwoFactor === "on",
      enrolment: enrolment && {
        groupedSecret: enrolment.groupedSecret,
        qr: keepServerMarkup(context, "two-factor-qr", qrCodeSvg(enrolment.otpauthUri)),
      },
      recoveryCodes: codes,
      recoveryCodesHref: codes
        ? `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesText(codes, staff.email))}`
        : null,
    },
    { headers },
  );
}

/** A refusal in place, marked with the form it answers so the error shows beside its field. */
const refuse = (refusal: Throttled, intent?: string) => refusedAs(null, refusal, {}, { intent });

/** What a code confirms: the use-case, and the toast after it (with the new codes to show once). */
const CODE_INTENTS: Record<
  "confirm" | "regenerate" | "disable",
  { run: CodeStep<{ recoveryCodes?: string[] }>; toast: ToastWords }
> = {
  confirm: {
    run: confirmEnrolment,
    toast: {
      title: "Two-Factor Sign-In On",
      description: "From now on you sign in with your password and a code from your app.",
    },
  },
  regenerate: {
    run: regenerateRecoveryCodes,
    toast: { title: "New Recovery Codes", description: "Your old recovery codes no longer work." },
  },
  disable: {
    run: disableTwoFactor,
    toast: {
      title: "Two-Factor Sign-In Off",
      description: "You now sign in with your password alone.",
    },
  },
};

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "account.self", request);
  const form = await readFormData(request);
  const intent = IntentSchema.safeParse(form.get("intent"));
  if (!intent.success) return refuse(invalid(intent.error.issues));
  // Each step redirects back here (post/redirect/get); new recovery codes ride along in a sealed
  // cookie (recovery-codes-flash.server.ts), which the loader shows once.
  if (intent.data === "start") {
    const started = await pageDataOr503("two-factor", () => startEnrolment(staff));
    if (!started.ok) return refuse(started, "start");
    return redirect(TWO_FACTOR_PATH);
  }
  const code = SecondFactorCodeSchema.safeParse(form.get("code"));
  if (!code.success) return refuse(invalid(code.error.issues), intent.data);
  const { run, toast } = CODE_INTENTS[intent.data];
  const outcome = await pageDataOr503("two-factor", () =>
    run(staff.id, code.data, operatorFrom(context)),
  );
  if (!outcome.ok) return refuse(outcome, intent.data);
  const codes = outcome.recoveryCodes;
  return done(TWO_FACTOR_PATH, toast, codes ? { "Set-Cookie": recoveryCodesCookie(codes) } : {});
}

/** A part of the screen under the screen's own heading. */
function Part(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <Heading level={3} size="minor" id={props.id}>
        {props.title}
      </Heading>
      {props.children}
    </section>
  );
}

/** The words of each code form: confirm, new recovery codes or turn off. */
const CODE_FORMS = {
  confirm: {
    label: "Code from your app",
    hint: "Six digits; a new one every 30 seconds.",
    button: "Turn on two-factor sign-in",
    pendingLabel: "Checking...",
    variant: undefined,
  },
  regenerate: {
    label: "Code from your app",
    hint: "The 6-digit code your authenticator app shows now.",
    button: "New recovery codes",
    pendingLabel: "Making codes...",
    variant: undefined,
  },
  disable: {
    label: "Code to turn it off",
    hint: "A fresh 6-digit code from your app, or a recovery code.",
    button: "Disable two-factor",
    pendingLabel: "Turning off...",
    variant: "outline",
  },
} as const;

/** One code field and its button. */
function CodeForm({ intent, error }: { intent: keyof typeof CODE_FORMS; error: string | null }) {
  const words = CODE_FORMS[intent];
  return (
    <IntentForm
      intent={intent}
      className="mt-4 max-w-sm space-y-4"
      submit={{ label: words.button, pendingLabel: words.pendingLabel, variant: words.variant }}
    >
      <Field
        label={words.label}
        id={`code-${intent}`}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        hint={words.hint}
        error={error}
      />
    </IntentForm>
  );
}

/** The key, selectable in one click; with JavaScript also a Copy button. */
function KeyText({ groupedSecret }: { groupedSecret: string }) {
  const hydrated = useHydrated();
  const [isCopied, setIsCopied] = useState(false);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <code
        id="two-factor-key"
        className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-lg tracking-wider text-slate-900 select-all"
      >
        {groupedSecret}
      </code>
      {hydrated ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            void navigator.clipboard
              .writeText(groupedSecret.replaceAll(" ", ""))
              .then(() => setIsCopied(true));
          }}
        >
          {isCopied ? "Copied" : "Copy key"}
        </Button>
      ) : null}
    </div>
  );
}

export default function TwoFactorScreen({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  useServerToast(actionData?.toast);
  const { status, enrolment, recoveryCodes, recoveryCodesHref } = loaderData;
  // With JS a refusal shows as a toast; without, beside the field it is about.
  const errorFor = (intent: string) =>
    !hydrated && actionData?.intent === intent ? actionData.error : null;

  return (
    <div className="max-w-3xl space-y-10">
      <div>
        <Heading level={2} size="subsection">
          Two-factor sign-in
        </Heading>
        <p className="mt-2 text-slate-700">
          A code from an authenticator app on your phone (such as Google Authenticator, Microsoft
          Authenticator, 1Password or Aegis) as well as your password, so that a stolen password
          alone does not open the dashboard. Signed in as {loaderData.email}.
        </p>
        {loaderData.isRequired && !status.isEnabled ? (
          <p
            role="status"
            className="mt-4 rounded-md border border-amber-400 bg-amber-50 p-4 text-slate-900"
          >
            The site&apos;s owner requires two-factor sign-in. Set it up here to use the rest of the
            dashboard.
          </p>
        ) : null}
      </div>

      {recoveryCodes ? (
        <Part id="recovery-codes" title="Your recovery codes">
          <p className="mt-2 text-slate-700">
            Each code signs you in once if your phone is not at hand. Save them now, somewhere apart
            from your phone: this page shows them only this once.
          </p>
          <ol className="mt-4 grid max-w-md grid-cols-2 gap-2 font-mono text-lg text-slate-900">
            {recoveryCodes.map((code) => (
              <li key={code} className="rounded border border-slate-300 bg-slate-50 px-3 py-1">
                {code}
              </li>
            ))}
          </ol>
          {recoveryCodesHref ? (
            <a
              href={recoveryCodesHref}
              download="akwaaba-stays-recovery-codes.txt"
              className="mt-4 inline-block font-semibold text-brand-800 underline"
            >
              Download the codes as a .txt file
            </a>
          ) : null}
        </Part>
      ) : null}

      {status.isEnabled ? (
        <>
          <Part id="two-factor-on" title="Two-factor sign-in is on">
            <p className="mt-2 text-slate-700">
              On since {status.enabledAt ? formatDateTime(status.enabledAt) : "today"}.{" "}
              {status.recoveryCodesLeft} of 10 recovery codes left.
            </p>
            {status.isKeyUnreadable ? (
              <p
                role="alert"
                className="mt-4 rounded-md border border-amber-400 bg-amber-50 p-4 text-slate-900"
              >
                Your two-factor setup can no longer be read: the site&apos;s secret key was changed,
                so no code from your app will pass. Turn two-factor off below with one of your
                recovery codes, then set it up again.
              </p>
            ) : null}
          </Part>
          <Part id="new-recovery-codes" title="New recovery codes">
            <p className="mt-2 text-slate-700">
              Ten new codes in place of the old ones, which stop working.
            </p>
            <CodeForm intent="regenerate" error={errorFor("regenerate")} />
          </Part>
          <Part id="disable-two-factor" title="Disable two-factor">
            <p className="mt-2 text-slate-700">
              You will sign in with your password alone
              {loaderData.isRequired
                ? ", and be asked to set two-factor sign-in up again, as the owner requires it"
                : ""}
              .
            </p>
            <CodeForm intent="disable" error={errorFor("disable")} />
          </Part>
        </>
      ) : enrolment ? (
        <Part id="set-up-two-factor" title="Set up two-factor sign-in">
          <ol className="mt-4 list-decimal space-y-6 pl-5 text-slate-800">
            <li>
              <p>
                In your authenticator app, add an account and scan this QR code with your
                phone&apos;s camera.
              </p>
              <ServerMarkupBlock
                part={enrolment.qr}
                className="mt-3 inline-block rounded-md border border-slate-300 bg-white p-2"
              />
            </li>
            <li>
              <p>Or type this key into the app (a time-based key):</p>
              <KeyText groupedSecret={enrolment.groupedSecret} />
            </li>
            <li>
              <p>Enter the 6-digit code the app shows for Akwaaba Stays.</p>
              <CodeForm intent="confirm" error={errorFor("confirm")} />
            </li>
          </ol>
          <Form method="post" className="mt-6">
            <p className="text-sm text-slate-700">
              Scanned it somewhere you no longer have? Start again with a new key.
            </p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              name="intent"
              value="start"
              isPending={navigation.formData?.get("intent") === "start"}
              pendingLabel="Making a key..."
            >
              New key
            </Button>
          </Form>
        </Part>
      ) : (
        <Part id="set-up-two-factor" title="Set up two-factor sign-in">
          <p className="mt-2 text-slate-700">
            Two-factor sign-in is off. Setting it up takes a minute: scan a QR code with your app,
            then type the code it shows.
          </p>
          <Form method="post" className="mt-4">
            <Button
              name="intent"
              value="start"
              isPending={navigation.formData?.get("intent") === "start"}
              pendingLabel="Making a key..."
            >
              Set up two-factor sign-in
            </Button>
          </Form>
        </Part>
      )}
    </div>
  );
}
