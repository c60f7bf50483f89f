// A photo as the studio shows it while deciding on it (the hotel's photos, a fact sheet's photos):
// a 3:2 thumbnail the width of its column. Decorative: the text beside it names the photo.
export function PhotoThumbnail({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={320}
      height={213}
      className="aspect-[3/2] w-full rounded-md object-cover"
    />
  );
}
