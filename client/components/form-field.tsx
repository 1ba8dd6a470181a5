import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

type Common = {
  id: string;
  label: string;
  hint?: ReactNode;
  hintClassName?: string;
  error?: string;
  bare?: boolean;
};

type InputProps = Common & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
    ref?: Ref<HTMLInputElement>;
  };
type TextareaProps = Common & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function FormField(props: InputProps | TextareaProps) {
  const { id, label, hint, hintClassName, bare, error } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const look = (extra: string | undefined) => (extra ? `input ${extra}` : 'input');
  let control: ReactNode;
  if (props.multiline) {
    const {
      id: _i,
      label: _l,
      hint: _h,
      hintClassName: _c,
      bare: _b,
      error: _e,
      multiline: _m,
      className,
      ...area
    } = props;
    control = (
      <textarea id={id} className={look(className)} aria-describedby={described} aria-invalid={invalid} {...area} />
    );
  } else {
    const {
      id: _i,
      label: _l,
      hint: _h,
      hintClassName: _c,
      bare: _b,
      error: _e,
      multiline: _m,
      className,
      ...input
    } = props;
    control = (
      <input id={id} className={look(className)} aria-describedby={described} aria-invalid={invalid} {...input} />
    );
  }
  const parts = (
    <>
      <label htmlFor={id}>{label}</label>
      {control}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      ) : null}
    </>
  );
  return bare ? parts : <div className="field">{parts}</div>;
}
