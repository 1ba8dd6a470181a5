import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

type Common = {
  /** The control's id; the label points at it, and the hint's id is derived from it. */
  id: string;
  label: string;
  /** A line under the control that describes it (aria-describedby). */
  hint?: ReactNode;
  hintClassName?: string;
  /** What is wrong with the value, shown under the control; the control is then marked invalid. */
  error?: string;
  /** Label and control straight into the parent, for a form that lays them out itself; else in a `.field`. */
  bare?: boolean;
};

type InputProps = Common & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
    ref?: Ref<HTMLInputElement>;
  };
type TextareaProps = Common & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/**
 * One labelled form control: the label tied to its input (or textarea) by id, the shared `input` look plus any
 * class of the caller's, and an optional hint the control is described by.
 */
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
