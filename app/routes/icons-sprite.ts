// GET /icons.svg: one sprite of the lucide icons that repeat on pages (see components/icon.tsx).
import {
  AirVent,
  ArrowLeft,
  ArrowRight,
  Check,
  ChevronDown,
  ChevronRight,
  Copy,
  Crown,
  Download,
  Heart,
  Hotel,
  Menu,
  PiggyBank,
  Search,
  Trash2,
  X,
  BedDouble,
  BookOpen,
  ConciergeBell,
  Coffee,
  Croissant,
  Dumbbell,
  MapPin,
  Presentation,
  Shirt,
  Sparkles,
  SquareParking,
  Star,
  Trees,
  Umbrella,
  UtensilsCrossed,
  Waves,
  Wifi,
  Wine,
  type LucideIcon,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconName } from "#app/components/icon.tsx";

const ICONS: Record<IconName, LucideIcon> = {
  wifi: Wifi,
  parking: SquareParking,
  breakfast: Croissant,
  restaurant: UtensilsCrossed,
  bar: Wine,
  pool: Waves,
  gym: Dumbbell,
  spa: Sparkles,
  "air-conditioning": AirVent,
  "beach-access": Umbrella,
  "conference-room": Presentation,
  "room-service": ConciergeBell,
  laundry: Shirt,
  garden: Trees,
  coffee: Coffee,
  star: Star,
  "map-pin": MapPin,
  bed: BedDouble,
  "book-open": BookOpen,
  "star-filled": Star,
  "chevron-right": ChevronRight,
  "chevron-down": ChevronDown,
  hotel: Hotel,
  x: X,
  heart: Heart,
  "heart-filled": Heart,
  check: Check,
  search: Search,
  menu: Menu,
  copy: Copy,
  download: Download,
  sparkles: Sparkles,
  trash: Trash2,
  "arrow-right": ArrowRight,
  "arrow-left": ArrowLeft,
  crown: Crown,
  "piggy-bank": PiggyBank,
};

/** Icons drawn filled in the text colour, for a chosen or rated state. */
const FILLED: ReadonlySet<IconName> = new Set(["star-filled", "heart-filled"]);

let sprite: string | undefined;

function buildSprite(): string {
  const symbols = Object.entries(ICONS).map(([name, Icon]) => {
    const markup = renderToStaticMarkup(createElement(Icon));
    const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    const fill = FILLED.has(name as IconName) ? "currentColor" : "none";
    return `<symbol id="${name}" viewBox="0 0 24 24" fill="${fill}" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

export function loader() {
  sprite ??= buildSprite();
  return new Response(sprite, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    },
  });
}
