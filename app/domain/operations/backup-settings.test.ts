import { describe, expect, it } from "vitest";
import { BackupSettingsSchema, dailyCron } from "#app/domain/operations/backup-settings.ts";

describe("backup settings", () => {
  it("turns a time of day into a daily cron", () => {
    expect(dailyCron("02:30")).toBe("30 2 * * *");
    expect(dailyCron("00:00")).toBe("0 0 * * *");
  });

  it("accepts good settings and refuses bad ones with a message", () => {
    const good = {
      time: "23:59",
      folder: "/var/backups/akwaaba",
      bucket: "my-bucket/akwaaba/nightly",
      daily: "7",
      weekly: "4",
    };
    expect(BackupSettingsSchema.safeParse(good).success).toBe(true);
    const messages = (input: Record<string, string>) =>
      BackupSettingsSchema.safeParse({ ...good, ...input }).error?.issues.map((i) => i.message);
    expect(messages({ time: "24:00" })).toEqual(["Enter a time of day as HH:MM, e.g. 02:30."]);
    expect(messages({ folder: "backups" })?.[0]).toMatch(/full path/);
    expect(messages({ daily: "0" })).toEqual(["Keep at least one daily backup."]);
    expect(messages({ bucket: "s3://my-bucket" })?.[0]).toMatch(/bucket name/);
    expect(messages({ bucket: "" })).toBeUndefined();
    expect(messages({ weekly: "many" })?.[0]).toMatch(/whole number/);
  });
});
