import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { FocalPoint } from '#shared/image';
import styles from './images.module.css';
import { IMAGE_TEXTS as T } from './texts.ts';
import ui from './upload.module.css';

type Props = {
  children: ReactNode;
  value: FocalPoint | null;
  onChange: (value: FocalPoint | null) => void;
  disabled?: boolean;
};

const STEP = 0.05;
const FINE_STEP = 0.01;

/** Whole percents: finer than anyone can point, and the arrow keys land on round numbers. */
const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 100) / 100));
const percent = (n: number) => Math.round(n * 100);

const KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The picture is its final size before it loads (at most 20rem high, and narrowed to its frame by its
 * max-width), so a click on the picker lands where the picture will be.
 */
export const framedSize = ({ width, height }: { width: number; height: number }): CSSProperties => ({
  width: `min(${width}px, ${(20 * width) / height}rem)`,
  aspectRatio: `${width} / ${height}`,
});

/** Without a point, crops keep the centre. */
export function FocalPointPicker({ children, value, onChange, disabled = false }: Props) {
  const point = value ?? { x: 0.5, y: 0.5 };

  const click = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // A key press on the button (Enter, Space) clicks at 0, 0: it keeps the point where it is.
    if (event.detail === 0 || box.width === 0 || box.height === 0) return onChange(point);
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };

  const key = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? FINE_STEP : STEP;
    onChange({ x: clamp(point.x + move[0] * step), y: clamp(point.y + move[1] * step) });
  };

  const described = value ? T.focalImage(percent(value.x), percent(value.y)) : T.focalNone;
  return (
    <fieldset className={ui.focal} disabled={disabled}>
      <legend className={styles.label}>{T.focalLegend}</legend>
      <span className={styles.hint}>{T.focalHint}</span>
      <div className={ui.focalFrame}>
        {children}
        <button type="button" className={ui.focalLayer} aria-label={described} onClick={click} onKeyDown={key}>
          {value ? (
            <span
              className={ui.focalMarker}
              style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
              aria-hidden="true"
            />
          ) : null}
        </button>
      </div>
      <p className={styles.hint} aria-live="polite">
        {described}
      </p>
      <div>
        <button type="button" className="button button-quiet" disabled={!value} onClick={() => onChange(null)}>
          {T.focalReset}
        </button>
      </div>
    </fieldset>
  );
}
