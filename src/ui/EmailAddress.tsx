import { Fragment } from 'react';

/**
 * An e-mail address in running text, kept whole: when it must wrap, it wraps only after its "@" or a
 * dot, never at a hyphen (a break there reads as a hyphen added to the address).
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span className="font-medium text-slate-900">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
