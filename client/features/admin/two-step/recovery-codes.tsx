import { useEffect, useMemo, useRef } from 'react';
import { TWO_STEP_SCREEN as T } from './texts.ts';
import own from './two-step.module.css';

/** The ten recovery codes, shown once: to copy, print or download before they are gone. */
export function RecoveryCodes({ codes, onKept }: { codes: string[]; onKept: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const file = useMemo(() => URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' })), [codes]);
  useEffect(() => () => URL.revokeObjectURL(file), [file]);
  return (
    <section className={own.panel} aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading" ref={heading} tabIndex={-1}>
        {T.codesHeading}
      </h2>
      <p>{T.codesNote}</p>
      <ol className={own.codes}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={own.actions}>
        <a className="button button-quiet" href={file} download={T.codesFile}>
          {T.download}
        </a>
        <button type="button" className="button" onClick={onKept}>
          {T.codesKept}
        </button>
      </div>
    </section>
  );
}
