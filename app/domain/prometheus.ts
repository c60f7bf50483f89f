// The Prometheus text exposition format, version 0.0.4, written by hand: the site exposes a dozen
// metrics, which does not warrant a client library.
// https://prometheus.io/docs/instrumenting/exposition_formats/

export const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

export type Labels = Record<string, string>;

export interface Sample {
  labels?: Labels;
  value: number;
}

export interface HistogramSeries {
  labels: Labels;
  /** Observations per bucket, not cumulative; one more than the bounds for +Inf. */
  counts: number[];
  sum: number;
}

export type MetricFamily =
  | { name: string; help: string; type: "counter" | "gauge"; samples: Sample[] }
  | { name: string; help: string; type: "histogram"; bounds: number[]; series: HistogramSeries[] };

function escapeLabel(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}

function escapeHelp(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\n/g, "\\n");
}

function formatNumber(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "+Inf";
  if (value === -Infinity) return "-Inf";
  return String(value);
}

function formatLabels(labels: Labels | undefined): string {
  const entries = Object.entries(labels ?? {});
  if (entries.length === 0) return "";
  return `{${entries.map(([name, value]) => `${name}="${escapeLabel(value)}"`).join(",")}}`;
}

function sampleLine(name: string, labels: Labels | undefined, value: number): string {
  return `${name}${formatLabels(labels)} ${formatNumber(value)}`;
}

/** Which bucket an observation falls in: the first bound it does not exceed, else +Inf. */
export function bucketIndex(bounds: readonly number[], value: number): number {
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/** The families as one exposition; a family with no samples still says what it is. */
export function writeExposition(families: readonly MetricFamily[]): string {
  const lines: string[] = [];
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`);
    lines.push(`# TYPE ${family.name} ${family.type}`);
    if (family.type !== "histogram") {
      for (const sample of family.samples) {
        lines.push(sampleLine(family.name, sample.labels, sample.value));
      }
      continue;
    }
    for (const series of family.series) {
      let cumulative = 0;
      [...family.bounds, Infinity].forEach((bound, index) => {
        cumulative += series.counts[index] ?? 0;
        const le = bound === Infinity ? "+Inf" : String(bound);
        lines.push(sampleLine(`${family.name}_bucket`, { ...series.labels, le }, cumulative));
      });
      lines.push(sampleLine(`${family.name}_sum`, series.labels, series.sum));
      lines.push(sampleLine(`${family.name}_count`, series.labels, cumulative));
    }
  }
  return `${lines.join("\n")}\n`;
}
