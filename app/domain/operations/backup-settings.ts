// The operator's backup settings: when the daily backup runs (Accra time), where archives go
// (empty: BACKUP_DIR, or DATA_DIR/backups), the bucket each is copied to off the machine (empty:
// none), and how many to keep.
import { z } from "#app/domain/shared/zod.ts";

const count = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, `${label} must be a whole number from 0 to 365.`)
    .refine((value) => Number(value) <= 365, `${label} must be a whole number from 0 to 365.`);

export const BackupSettingsSchema = z.object({
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time of day as HH:MM, e.g. 02:30."),
  folder: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || value.startsWith("/"),
      "Enter a full path starting with /, or leave it empty for the default folder.",
    ),
  bucket: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[a-z0-9._-]+)*$/.test(value),
      "Enter a bucket name, optionally with a folder (my-bucket/akwaaba), or leave it empty.",
    ),
  daily: count("Daily backups kept").refine((value) => Number(value) >= 1, {
    message: "Keep at least one daily backup.",
  }),
  weekly: count("Weekly backups kept"),
});
export type BackupSettings = z.infer<typeof BackupSettingsSchema>;

export const DEFAULT_BACKUP_SETTINGS: BackupSettings = {
  time: "02:00",
  folder: "",
  bucket: "",
  daily: "7",
  weekly: "4",
};

/** The cron expression for a daily run at HH:MM (pg-boss reads it in Accra time). */
export function dailyCron(time: string): string {
  const [hours, minutes] = time.split(":");
  return `${Number(minutes)} ${Number(hours)} * * *`;
}
