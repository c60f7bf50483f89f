import { HotelImage } from "#app/components/hotel/hotel-image.tsx";

const SIZES = {
  card: { width: 600, height: 400, className: "aspect-[3/2]" },
  cover: { width: 1200, height: 800, className: "aspect-[2/1] rounded-2xl" },
} as const;

/** A post's picture: decorative (the title says what it is), with a book when it fails to load. */
export function PostImage(props: {
  src: string;
  size: keyof typeof SIZES;
  isLazy: boolean;
  className?: string;
}) {
  const size = SIZES[props.size];
  return (
    <HotelImage
      src={props.src}
      alt=""
      width={size.width}
      height={size.height}
      isLazy={props.isLazy}
      fallbackIcon="book-open"
      className={props.className ? `${size.className} ${props.className}` : size.className}
    />
  );
}
