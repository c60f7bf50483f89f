// Generated SVG artwork for cities and other pictures the site serves itself: a landscape
// (coast, skyline, savanna or forest hills) over a kente-strip border. Deterministic: the same
// seed always draws the same picture, so images can be cached for a long time.

export type Scene = "coast" | "skyline" | "savanna" | "forest";

export interface ArtworkRequest {
  seed: string;
  scene: Scene;
  /** Draw a building in the foreground (hotel pictures). */
  withBuilding?: boolean;
  width?: number;
  height?: number;
}

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  near: string;
  accent: string;
}

const PALETTES: readonly Palette[] = [
  {
    skyTop: "#0B4F6C",
    skyBottom: "#F7B267",
    sun: "#FFE29A",
    far: "#2F6F5E",
    near: "#0F3B2E",
    accent: "#CE1126",
  },
  {
    skyTop: "#1D3557",
    skyBottom: "#F4A261",
    sun: "#FFD166",
    far: "#5B7F3A",
    near: "#243B1A",
    accent: "#E9C46A",
  },
  {
    skyTop: "#0E7490",
    skyBottom: "#FDE68A",
    sun: "#FFF7D6",
    far: "#3F7D58",
    near: "#14532D",
    accent: "#B91C1C",
  },
  {
    skyTop: "#4C1D95",
    skyBottom: "#FB923C",
    sun: "#FDE047",
    far: "#7C5A2A",
    near: "#3B2A12",
    accent: "#16A34A",
  },
  {
    skyTop: "#155E75",
    skyBottom: "#FCD34D",
    sun: "#FEF3C7",
    far: "#4D7C0F",
    near: "#1A2E05",
    accent: "#DC2626",
  },
];

// Kente colours: gold, green, red, black, with indigo as in Ewe cloth.
const KENTE = ["#F2B705", "#0A7A3E", "#C8102E", "#111111", "#F2B705", "#1E3A8A"] as const;

/** A small, stable string hash (FNV-1a) feeding a seeded generator. */
function hash(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Mulberry32: deterministic pseudo-random numbers in [0, 1). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

function ridge(rand: () => number, width: number, base: number, amplitude: number, steps: number) {
  const points: string[] = [`M0 ${base}`];
  for (let i = 0; i <= steps; i++) {
    const x = (width / steps) * i;
    const y = base - amplitude * (0.4 + rand() * 0.6);
    points.push(`L${round(x)} ${round(y)}`);
  }
  return points;
}

function hills(
  rand: () => number,
  width: number,
  height: number,
  base: number,
  amp: number,
  fill: string,
) {
  const path = ridge(rand, width, base, amp, 8);
  path.push(`L${width} ${height}`, `L0 ${height}`, "Z");
  return `<path d="${path.join(" ")}" fill="${fill}"/>`;
}

function sea(width: number, top: number, bottom: number) {
  const waves: string[] = [];
  for (let y = top + 14; y < bottom; y += 22) {
    let d = `M0 ${y}`;
    for (let x = 0; x < width; x += 60) d += ` q15 -6 30 0 t30 0`;
    waves.push(
      `<path d="${d}" stroke="#E0F2FE" stroke-opacity="0.45" stroke-width="3" fill="none"/>`,
    );
  }
  return `<rect x="0" y="${top}" width="${width}" height="${bottom - top}" fill="#0369A1"/>${waves.join("")}`;
}

function palm(x: number, ground: number, scale: number, color: string) {
  const top = ground - 150 * scale;
  const trunk = `<path d="M${x} ${ground} Q${x + 18 * scale} ${ground - 80 * scale} ${x + 6 * scale} ${top}" stroke="${color}" stroke-width="${7 * scale}" fill="none" stroke-linecap="round"/>`;
  const leaves = [-150, -110, -70, -30, 10]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const ex = x + 6 * scale + Math.cos(rad) * 70 * scale;
      const ey = top + Math.sin(rad) * 40 * scale + 30 * scale;
      return `<path d="M${round(x + 6 * scale)} ${round(top)} Q${round((x + ex) / 2)} ${round(top - 30 * scale)} ${round(ex)} ${round(ey)}" stroke="${color}" stroke-width="${5 * scale}" fill="none" stroke-linecap="round"/>`;
    })
    .join("");
  return trunk + leaves;
}

function acacia(x: number, ground: number, scale: number, color: string) {
  const top = ground - 110 * scale;
  return (
    `<path d="M${x} ${ground} L${x + 4 * scale} ${top}" stroke="${color}" stroke-width="${8 * scale}"/>` +
    `<ellipse cx="${x + 4 * scale}" cy="${top}" rx="${80 * scale}" ry="${18 * scale}" fill="${color}"/>`
  );
}

function skyline(rand: () => number, width: number, ground: number, color: string) {
  const blocks: string[] = [];
  let x = width * 0.08;
  while (x < width * 0.92) {
    const w = 40 + rand() * 60;
    const h = 60 + rand() * 170;
    blocks.push(
      `<rect x="${round(x)}" y="${round(ground - h)}" width="${round(w)}" height="${round(h)}" fill="${color}"/>`,
    );
    for (let wy = ground - h + 14; wy < ground - 16; wy += 22) {
      for (let wx = x + 8; wx < x + w - 10; wx += 16) {
        if (rand() > 0.45) {
          blocks.push(
            `<rect x="${round(wx)}" y="${round(wy)}" width="6" height="9" fill="#FDE68A" fill-opacity="0.8"/>`,
          );
        }
      }
    }
    x += w + 6 + rand() * 18;
  }
  return blocks.join("");
}

function kenteBand(rand: () => number, width: number, top: number, height: number) {
  const cells: string[] = [];
  const cell = height / 2;
  for (let x = 0, i = 0; x < width; x += cell * 2, i++) {
    const a = KENTE[i % KENTE.length]!;
    const b = KENTE[(i + 2 + Math.floor(rand() * 3)) % KENTE.length]!;
    cells.push(`<rect x="${x}" y="${top}" width="${cell * 2}" height="${height}" fill="${a}"/>`);
    cells.push(
      `<rect x="${x + cell * 0.5}" y="${top + cell * 0.5}" width="${cell}" height="${cell}" fill="${b}"/>`,
    );
    cells.push(
      `<rect x="${x + cell * 1.5}" y="${top}" width="${cell * 0.25}" height="${height}" fill="#111111"/>`,
    );
  }
  return cells.join("");
}

/** A low-rise hotel facade: a block with rows of lit windows, an entrance and a roof line. */
function building(rand: () => number, width: number, ground: number, palette: Palette) {
  const floors = 2 + Math.floor(rand() * 4);
  const w = width * (0.34 + rand() * 0.2);
  const x = width * (0.08 + rand() * (0.84 - w / width));
  const floorHeight = 58;
  const h = floors * floorHeight + 30;
  const top = ground - h;
  const wall = ["#F8FAFC", "#FEF3C7", "#E0F2FE", "#FCE7F3", "#ECFCCB"][Math.floor(rand() * 5)]!;
  const parts = [
    `<rect x="${round(x)}" y="${round(top)}" width="${round(w)}" height="${round(h)}" fill="${wall}"/>`,
    `<rect x="${round(x - 10)}" y="${round(top - 14)}" width="${round(w + 20)}" height="16" fill="${palette.accent}"/>`,
  ];
  const columns = Math.max(3, Math.floor(w / 70));
  const gap = w / columns;
  for (let floor = 0; floor < floors; floor++) {
    for (let column = 0; column < columns; column++) {
      const wx = x + column * gap + gap * 0.25;
      const wy = top + 18 + floor * floorHeight;
      const lit = rand() > 0.35;
      parts.push(
        `<rect x="${round(wx)}" y="${round(wy)}" width="${round(gap * 0.5)}" height="30" rx="3" fill="${lit ? "#FCD34D" : palette.skyTop}"/>`,
      );
    }
  }
  const door = x + w / 2 - 22;
  parts.push(
    `<rect x="${round(door)}" y="${round(ground - 46)}" width="44" height="46" rx="4" fill="${palette.near}"/>`,
  );
  return parts.join("");
}

/** An SVG document for the request. */
export function renderArtwork({
  seed,
  scene,
  withBuilding = false,
  width = 1200,
  height = 800,
}: ArtworkRequest): string {
  const h = hash(`${scene}:${seed}`);
  const rand = random(h);
  const palette = PALETTES[h % PALETTES.length]!;
  const band = Math.round(height * 0.08);
  const ground = height - band;
  const horizon = Math.round(height * (0.55 + rand() * 0.08));
  const sunX = round(width * (0.2 + rand() * 0.6));
  const sunY = round(horizon - height * (0.12 + rand() * 0.15));

  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${round(height * 0.09)}" fill="${palette.sun}"/>`,
  ];

  switch (scene) {
    case "coast": {
      parts.push(hills(rand, width, height, horizon, 50, palette.far));
      parts.push(sea(width, horizon + 10, ground - 70));
      parts.push(
        `<path d="M0 ${ground - 70} Q${width / 2} ${ground - 110} ${width} ${ground - 60} L${width} ${ground} L0 ${ground} Z" fill="#E9C98B"/>`,
      );
      const count = 2 + Math.floor(rand() * 3);
      for (let i = 0; i < count; i++) {
        parts.push(
          palm(
            round(width * (0.08 + rand() * 0.84)),
            ground - 40,
            0.9 + rand() * 0.6,
            palette.near,
          ),
        );
      }
      break;
    }
    case "skyline": {
      parts.push(skyline(rand, width, horizon + 60, palette.far));
      parts.push(sea(width, horizon + 60, ground - 50));
      parts.push(`<rect x="0" y="${ground - 50}" width="${width}" height="50" fill="#E9C98B"/>`);
      parts.push(palm(round(width * 0.1), ground - 20, 1.2, palette.near));
      break;
    }
    case "savanna": {
      parts.push(hills(rand, width, height, horizon + 20, 40, palette.far));
      parts.push(
        `<rect x="0" y="${horizon + 40}" width="${width}" height="${ground - horizon - 40}" fill="#C9A227"/>`,
      );
      const count = 3 + Math.floor(rand() * 3);
      for (let i = 0; i < count; i++) {
        parts.push(
          acacia(
            round(width * (0.06 + rand() * 0.88)),
            ground - rand() * 60,
            0.8 + rand() * 0.7,
            palette.near,
          ),
        );
      }
      break;
    }
    case "forest": {
      parts.push(hills(rand, width, height, horizon, 120, palette.far));
      parts.push(hills(rand, width, height, horizon + 110, 100, palette.near));
      parts.push(palm(round(width * (0.15 + rand() * 0.7)), ground - 10, 1.1, "#0B2818"));
      break;
    }
  }

  if (withBuilding) parts.push(building(rand, width, ground, palette));
  parts.push(kenteBand(rand, width, ground, band));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">${parts.join("")}</svg>`;
}

const COASTAL = new Set([
  "cape-coast",
  "elmina",
  "takoradi",
  "busua",
  "axim",
  "ada",
  "anomabu",
  "kokrobite",
]);
const NORTHERN = new Set(["tamale", "mole", "bolgatanga", "wa", "larabanga", "damongo"]);

/** The scene that suits a city: Accra's skyline, the coast, the northern savanna, else forest hills. */
export function sceneForCity(slug: string): Scene {
  if (slug === "accra") return "skyline";
  if (COASTAL.has(slug)) return "coast";
  if (NORTHERN.has(slug)) return "savanna";
  return "forest";
}

/** The scene for a post, from its tags: places first, then the city slug rule, else Accra's skyline. */
export function sceneForTags(tags: readonly string[]): Scene {
  for (const tag of tags) {
    const word = tag.toLowerCase();
    if (/beach|surf|coast|elmina|takoradi|western/.test(word)) return "coast";
    if (/tamale|mole|northern|safari|wildlife|savanna/.test(word)) return "savanna";
    if (/kumasi|asante|kakum|volta|nature|hiking|kente|crafts/.test(word)) return "forest";
  }
  return "skyline";
}
