// A map drawn on the server (app/maps/ghana-map.server.ts) as inline SVG: no tiles, no script and
// no third-party request. Linked markers are links inside the SVG, so a keyboard reaches them;
// the caption names everything shown, as the map's text alternative.
import { useId } from "react";
import type { MapData, MapMarker } from "#app/maps/map-data.ts";

const MARKER_CLASS: Record<MapMarker["kind"], string> = {
  city: "fill-brand-700",
  hotel: "fill-rose-600",
  landmark: "fill-amber-500",
  airport: "fill-slate-700",
};

export function PlaceMap(props: {
  map: MapData;
  title: string;
  caption: string;
  className?: string;
}) {
  const titleId = useId();
  const { map } = props;
  return (
    <figure className={props.className}>
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        aria-labelledby={titleId}
        className={`h-auto w-full rounded-lg border border-slate-200 ${map.land ? "bg-sky-100" : "bg-emerald-50"}`}
      >
        <title id={titleId}>{props.title}</title>
        {map.land ? (
          <>
            <path
              d={map.neighbours}
              className="fill-slate-100 stroke-slate-300"
              strokeWidth={0.75}
            />
            <path d={map.land} className="fill-emerald-50 stroke-emerald-700" strokeWidth={1} />
          </>
        ) : null}
        {map.markers.map((marker) => (
          <Marker key={`${marker.kind}-${marker.name}`} marker={marker} />
        ))}
        {map.scale ? (
          <g className="fill-slate-800 stroke-slate-800 text-[10px]">
            <path
              d={`M12 ${map.height - 12}h${Math.round(map.scale.pixels)}`}
              strokeWidth={2}
              fill="none"
            />
            <text x={12} y={map.height - 17} stroke="none">
              {map.scale.km} km
            </text>
          </g>
        ) : null}
      </svg>
      <figcaption className="mt-2 text-sm text-slate-600">{props.caption}</figcaption>
    </figure>
  );
}

function Marker({ marker }: { marker: MapMarker }) {
  const radius = marker.current ? 6 : marker.kind === "hotel" ? 4.5 : 4;
  const dot = (
    <>
      <circle
        cx={marker.x}
        cy={marker.y}
        r={radius}
        className={`${MARKER_CLASS[marker.kind]} stroke-white`}
        strokeWidth={1.5}
      />
      {marker.label ? (
        <text
          x={marker.label.x}
          y={marker.label.y}
          textAnchor={marker.label.anchor}
          dominantBaseline="central"
          className="fill-slate-900 stroke-white text-[11px] font-semibold [paint-order:stroke]"
          strokeWidth={3}
        >
          {marker.name}
        </text>
      ) : null}
    </>
  );
  if (!marker.href) return <g>{dot}</g>;
  return (
    <a href={marker.href} aria-label={marker.name} className="group outline-none">
      <title>{marker.name}</title>
      <circle
        cx={marker.x}
        cy={marker.y}
        r={radius + 5}
        className="fill-transparent stroke-brand-700 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
        strokeWidth={2}
      />
      {dot}
    </a>
  );
}
