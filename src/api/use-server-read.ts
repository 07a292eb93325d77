import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from './api-error';

export interface ServerRead<T> {
  /** null until the first answer. */
  value: T | null;
  /** The last failure's text, cleared by the next answer. */
  error: string | null;
  /** Reads again; the returned function drops the answer (when the page goes away first). */
  reload: () => () => void;
}

/**
 * A value read over HTTP (not kept offline), read again whenever `read` changes (keep it stable with
 * useCallback on what it reads). Only the newest request's answer is shown.
 */
export function useServerRead<T>(read: () => Promise<T>, errorTextOf: (error: ApiError) => string): ServerRead<T> {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const reload = useCallback(() => {
    const request = ++latest.current;
    read().then((fresh) => {
      if (request !== latest.current) return;
      setValue(fresh);
      setError(null);
    }, async (cause: unknown) => {
      const text = errorTextOf(await toApiError(cause));
      if (request === latest.current) setError(text);
    });
    return () => { if (latest.current === request) latest.current++; };
  }, [read, errorTextOf]);

  useEffect(() => reload(), [reload]);
  return { value, error, reload };
}
