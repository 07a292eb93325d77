import { useState } from 'react';

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-xl' } as const;

/** A round picture, or the name's first letter when there is none or it fails to load (02 §8). */
export function Avatar({ name, picture, size = 'md' }: { name: string; picture?: string; size?: keyof typeof sizes }) {
  const [failedPicture, setFailedPicture] = useState<string>();
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  const showPicture = picture && failedPicture !== picture;
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-100 font-semibold text-indigo-700 ${sizes[size]}`}
    >
      {showPicture ? (
        <img src={picture} alt="" className="size-full object-cover" onError={() => setFailedPicture(picture)} />
      ) : (
        initial
      )}
    </span>
  );
}
