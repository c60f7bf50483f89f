// The step before a campaign goes, which cannot be undone: "Send to 214 subscribers?" with a
// button naming the same number, which the server checks is still the number it goes to.
// Without JavaScript the server answers a send with this step in the page; with it, the send
// buttons open it in a modal dialog first.
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { sendQuestion, subscriberCount } from "#app/domain/mail/campaign-send.ts";
import { formatDateTime } from "#app/domain/shared/date-time.ts";

export interface SendRequest {
  intent: "send" | "schedule";
  /** The dashboard's "2026-12-01T09:00" (GMT), for a schedule. */
  at: string;
}

const atLabel = (at: string) => (at ? formatDateTime(`${at}:00Z`) : null);

function ConfirmSendForm(props: {
  request: SendRequest;
  recipients: number;
  titleId: string;
  isPending: boolean;
  cancel: ReactNode;
  onSubmit?: () => void;
}) {
  const { request, recipients } = props;
  const when = request.intent === "schedule" ? atLabel(request.at) : null;
  return (
    <Form method="post" className="space-y-4" onSubmit={props.onSubmit}>
      <Heading level={3} size="subsection" id={props.titleId}>
        {sendQuestion(recipients, when)}
      </Heading>
      <p className="max-w-prose text-slate-800">
        It goes to every active subscriber: confirmed addresses that have not unsubscribed. A sent
        campaign cannot be called back.
      </p>
      <input type="hidden" name="intent" value={request.intent} />
      <input type="hidden" name="at" value={request.at} />
      <input type="hidden" name="confirmRecipients" value={recipients} />
      <div className="flex flex-wrap gap-3">
        <Button isPending={props.isPending} pendingLabel="Starting...">
          {when
            ? `Schedule for ${subscriberCount(recipients)}`
            : `Send to ${subscriberCount(recipients)}`}
        </Button>
        {props.cancel}
      </div>
    </Form>
  );
}

/** The confirmation the server asked for (no JavaScript, or a number that changed). */
export function ConfirmSendStep(props: {
  request: SendRequest;
  recipients: number;
  changedMessage: string | null;
  cancelTo: string;
  isPending: boolean;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border-2 border-amber-400 bg-amber-50 p-5"
    >
      {props.changedMessage ? (
        <p role="alert" className="mb-3 font-semibold text-red-800">
          {props.changedMessage}
        </p>
      ) : null}
      <ConfirmSendForm
        {...props}
        titleId={titleId}
        cancel={
          <Link to={props.cancelTo} className={buttonClass({ variant: "outline" })}>
            Cancel
          </Link>
        }
      />
    </section>
  );
}

/**
 * Buttons that, once scripts run, ask in a dialog before the send goes; without scripts they
 * submit, and the server answers with ConfirmSendStep.
 */
export function useSendDialog(recipients: number, isPending: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [request, setRequest] = useState<SendRequest | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => setRequest(null);
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, []);

  // Opened once its contents exist, so the browser focuses the first control in it.
  useEffect(() => {
    if (request && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [request]);

  /** For a send button's onClick: asks first instead of submitting. */
  const ask = (event: MouseEvent<HTMLButtonElement>, intent: SendRequest["intent"]) => {
    const at = event.currentTarget.form?.querySelector<HTMLInputElement>('[name="at"]')?.value;
    // A schedule without a time goes to the server, which says what is missing.
    if (intent === "schedule" && !at) return;
    event.preventDefault();
    setRequest({ intent, at: at ?? "" });
  };

  const dialog = (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto max-w-lg rounded-xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      {request ? (
        <ConfirmSendForm
          request={request}
          recipients={recipients}
          titleId={titleId}
          isPending={isPending}
          onSubmit={() => dialogRef.current?.close()}
          cancel={
            <Button type="button" variant="outline" onClick={() => dialogRef.current?.close()}>
              Cancel
            </Button>
          }
        />
      ) : null}
    </dialog>
  );
  return { ask, dialog };
}
