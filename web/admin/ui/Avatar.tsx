import { initials } from "../format/person";

/** The admin's picture, or initials; decorative because the name is written beside it. */
export function Avatar({ imageUrl, name }: { imageUrl: string | null; name: string }) {
  if (imageUrl) return <img src={imageUrl} alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" />;
  return (
    <span aria-hidden="true" className="h-10 w-10 rounded-full bg-brand text-white font-bold inline-flex items-center justify-center">
      {initials(name)}
    </span>
  );
}
