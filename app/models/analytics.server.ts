import type { AnalyticsEventInput } from "#app/domain/operations/analytics-event.ts";
import { count, desc, gte, sql } from "drizzle-orm";
import { analyticsEvents } from "#db/schema.ts";
import { getDb } from "#app/models/db.server.ts";

const USER_AGENT_MAX_LENGTH = 400;

export async function recordEvent(event: AnalyticsEventInput, userAgent: string | null) {
  const db = await getDb();
  await db.insert(analyticsEvents).values({
    eventType: event.eventType,
    eventData: event.eventData,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
  });
}

export interface AnalyticsEvent {
  id: number;
  eventType: string;
  eventData: string;
  userAgent: string | null;
  createdAt: string;
}

/** Newest first, one page at a time. */
export async function listEvents({ page, pageSize }: { page: number; pageSize: number }) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(analyticsEvents)
    .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map((row): AnalyticsEvent => ({
    id: row.id,
    eventType: row.eventType,
    eventData: row.eventData,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function countEvents(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(analyticsEvents);
  return row?.total ?? 0;
}

export interface DailyCount {
  /** YYYY-MM-DD in GMT (Ghana's time). */
  day: string;
  eventType: string;
  count: number;
}

/** Events per day and type since a moment (the dashboard's last 30 days). */
export async function countEventsByDay(since: Date): Promise<DailyCount[]> {
  const db = await getDb();
  const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, eventType: analyticsEvents.eventType, count: count() })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.createdAt, since))
    .groupBy(day, analyticsEvents.eventType)
    .orderBy(day);
  return rows;
}

/** What visitors clicked out to most (hotels, pages, products), with counts. */
