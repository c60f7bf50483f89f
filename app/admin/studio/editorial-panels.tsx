// The editorial workflow on an item's screen (docs/decisions/035): the pending draft's notice,
// review (submit, approve and publish, send back with a note) and scheduled publish/unpublish.
// Each posts an `intent`, so works without JavaScript. The steps that act on the item's words
// (submit, approve, publish, schedule) are buttons of the editor's own form (`form=`), so they
// carry what the screen shows: submit and schedule save it first, approve and publish refuse
// while it differs from what is saved. Buttons a role cannot use are not shown, and the server
// refuses them anyway.
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import { REVIEW_STATE_LABELS } from "#app/domain/content/editorial.ts";
import { scheduledFor } from "#app/domain/content/publication.ts";
import type { Workflow } from "#app/models/editorial.server.ts";

/** An item's workflow as its screen shows it: the pending draft by its version only. */
export type WorkflowView = Omit<Workflow, "draft"> & { draftVersion: number | null };

const STEP_WORDS = {
  submitted: "Submitted for review",
  returned: "Sent back",
  approved: "Approved and published",
} as const;

/** Above the form: the live version is not what the form edits. */
export function DraftNotice(props: {
  draftVersion: number;
  liveVersionNote: string;
  version: number;
  canPublish: boolean;
  /** The editor's form, whose fields a publish is checked against. */
  editorForm: string;
}) {
  return (
    <div role="note" className="space-y-3 rounded-md border border-amber-700 bg-amber-50 p-4">
      <p className="text-sm text-amber-950">
        <strong>You are editing a draft</strong> (version {props.draftVersion}).{" "}
        {props.liveVersionNote} Visitors keep seeing it until the draft is published.
      </p>
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="version" value={props.version} />
        {props.canPublish ? (
          <Button name="intent" value="publish" size="sm" form={props.editorForm}>
            Publish the draft
          </Button>
        ) : null}
        <Button name="intent" value="discard-draft" variant="outline" size="sm">
          Discard the draft
        </Button>
      </Form>
    </div>
  );
}

export function ReviewPanel(props: {
  workflow: WorkflowView;
  version: number;
  canPublish: boolean;
  /** A draft item, or an item with a pending draft: something to review. */
  hasSomethingToReview: boolean;
  noteError?: string;
  /** The editor's form: submit saves its fields first, approve refuses while they are unsaved. */
  editorForm: string;
}) {
  const { review } = props.workflow;
  return (
    <Section id="review" title="Review" size="minor">
      <p className="mt-2 text-sm text-slate-800">
        {review.state === "in_review" ? (
          <>
            <strong>{REVIEW_STATE_LABELS.in_review}</strong>: submitted by {review.submittedBy}{" "}
            {review.submittedAt ? (
              <time dateTime={review.submittedAt}>{formatDateTime(review.submittedAt)}</time>
            ) : null}
            .
          </>
        ) : review.state === "returned" ? (
          <strong>{REVIEW_STATE_LABELS.returned}</strong>
        ) : props.hasSomethingToReview ? (
          "Not submitted for review yet."
        ) : props.canPublish ? (
          "Nothing waiting for review. “Draft for later” keeps changes off the site until published."
        ) : (
          "Nothing waiting: your edits become a draft to submit."
        )}
      </p>
      {review.state === "returned" && review.returnNote ? (
        <div className="mt-2 rounded-md border border-slate-400 bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">
            Note from {review.returnedBy}
            {review.returnedAt ? (
              <>
                {" "}
                (<time dateTime={review.returnedAt}>{formatDateTime(review.returnedAt)}</time>)
              </>
            ) : null}
            :
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{review.returnNote}</p>
        </div>
      ) : null}
      {review.state !== "in_review" && props.hasSomethingToReview ? (
        <div className="mt-3">
          <Button name="intent" value="submit" size="sm" form={props.editorForm}>
            Submit for review
          </Button>
        </div>
      ) : null}
      {review.state === "in_review" && props.canPublish ? (
        <div className="mt-3 space-y-4">
          <div>
            <Button name="intent" value="approve" size="sm" form={props.editorForm}>
              Approve and publish
            </Button>
          </div>
          <Form method="post" className="space-y-2" aria-label="Send back">
            <input type="hidden" name="version" value={props.version} />
            <Field
              id="review-note"
              label="Note for the writer"
              name="note"
              multiline
              rows={3}
              required
              hint="Required: say what to change before it can be published."
              error={props.noteError}
            />
            <Button name="intent" value="send-back" variant="outline" size="sm">
              Send back
            </Button>
          </Form>
        </div>
      ) : null}
      {props.workflow.events.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Review history</h3>
          <ol className="mt-2 space-y-2 text-sm">
            {props.workflow.events.map((event, index) => (
              <li key={index}>
                <span className="font-semibold">{STEP_WORDS[event.action]}</span> by {event.actor},{" "}
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time> (version{" "}
                {event.version})
                {event.note ? (
                  <span className="block whitespace-pre-line text-slate-700">“{event.note}”</span>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </Section>
  );
}

export function SchedulePanel(props: {
  schedules: WorkflowView["schedules"];
  version: number;
  canSchedule: boolean;
  /** The smallest time a field offers (a minute from now, Accra time). */
  minTime: string;
  /** The editor's field errors: the panel shows its own (`at-publish`, `at-unpublish`). */
  fieldErrors: Record<string, string>;
  /** The editor's form: a schedule saves its fields first. */
  editorForm: string;
}) {
  const pending = new Set(props.schedules.map((schedule) => schedule.action));
  return (
    <Section id="schedule" title="Schedule" size="minor">
      {props.schedules.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nothing scheduled.</p>
      ) : (
        <ul className="mt-2 space-y-3 text-sm">
          {props.schedules.map((schedule) => (
            <li key={schedule.id}>
              <p>
                <strong>{schedule.action === "publish" ? "Publish" : "Unpublish"}</strong>:{" "}
                {scheduledFor(schedule.runAt).replace(/^Scheduled for /, "")}, set by{" "}
                {schedule.scheduledBy}
              </p>
              {props.canSchedule ? (
                <Form method="post" className="mt-1">
                  <input type="hidden" name="version" value={props.version} />
                  <input type="hidden" name="scheduleId" value={schedule.id} />
                  <Button name="intent" value="cancel-schedule" variant="outline" size="sm">
                    Cancel the scheduled {schedule.action}
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {props.canSchedule
        ? (["publish", "unpublish"] as const)
            .filter((action) => !pending.has(action))
            .map((action) => (
              // Fields of the editor's form, not required there (Save must not need a time):
              // the server says when one is missing.
              <div
                key={action}
                role="group"
                className="mt-3 space-y-2"
                aria-label={action === "publish" ? "Schedule publish" : "Schedule unpublish"}
              >
                <Field
                  id={`schedule-${action}`}
                  label={
                    action === "publish" ? "Publish at (Accra time)" : "Unpublish at (Accra time)"
                  }
                  name={`at-${action}`}
                  type="datetime-local"
                  min={props.minTime}
                  form={props.editorForm}
                  error={props.fieldErrors[`at-${action}`]}
                />
                <Button
                  name="intent"
                  value={`schedule-${action}`}
                  variant="outline"
                  size="sm"
                  form={props.editorForm}
                >
                  {action === "publish" ? "Schedule publish" : "Schedule unpublish"}
                </Button>
              </div>
            ))
        : null}
    </Section>
  );
}
