import { HotelImage } from "#app/components/hotel/hotel-image.tsx";

/** A post's picture: decorative (the title says what it is), with a book when it fails to load. */
export function PostImage(props: {
  src: string;
  size: "card" | "cover";
  isLazy: boolean;
  className?: string;
}) {
  return (
    <HotelImage
      src={props.src}
      alt=""
      size={props.size === "card" ? "card" : "banner"}
      isLazy={props.isLazy}
      fallbackIcon="book-open"
      className={props.size === "cover" ? `rounded-2xl ${props.className ?? ""}` : props.className}
    />
  );
}
