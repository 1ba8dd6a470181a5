import styles from './rich-text.module.css';

/** Without the editor, so the placeholder while Tiptap loads has the toolbar's exact size. */

const TEXT_STYLES = [
  { value: 'p', label: 'Normal text' },
  { value: '2', label: 'Heading' },
  { value: '3', label: 'Subheading' },
  { value: '4', label: 'Small heading' },
] as const;

type ToolbarState = {
  level: 2 | 3 | 4 | undefined;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  bullets: boolean;
  numbers: boolean;
  quote: boolean;
  link: boolean;
  image: boolean;
};

type Tool = Exclude<keyof ToolbarState, 'level'> | 'clear';

type ToolbarActions = { style: (value: string) => void; tool: (tool: Tool) => void };

const TOOLS: readonly (readonly { tool: Tool; label: string; text: string }[])[] = [
  [
    { tool: 'bold', label: 'Bold', text: 'B' },
    { tool: 'italic', label: 'Italic', text: 'I' },
    { tool: 'underline', label: 'Underline', text: 'U' },
  ],
  [
    { tool: 'bullets', label: 'Bulleted list', text: '• List' },
    { tool: 'numbers', label: 'Numbered list', text: '1. List' },
    { tool: 'quote', label: 'Quote', text: '“ ”' },
  ],
  [
    { tool: 'link', label: 'Link', text: 'Link' },
    { tool: 'image', label: 'Image', text: 'Image' },
    { tool: 'clear', label: 'Clear formatting', text: 'Tx' },
  ],
];

const NOTHING_ON: ToolbarState = {
  level: undefined,
  bold: false,
  italic: false,
  underline: false,
  bullets: false,
  numbers: false,
  quote: false,
  link: false,
  image: false,
};

export function ToolbarLayout({ state = NOTHING_ON, actions }: { state?: ToolbarState; actions?: ToolbarActions }) {
  const disabled = actions === undefined;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
      <select
        className={styles.style}
        aria-label="Text style"
        value={state.level ? String(state.level) : 'p'}
        disabled={disabled}
        onChange={(e) => actions?.style(e.currentTarget.value)}
      >
        {TEXT_STYLES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
      {TOOLS.map((group) => (
        <span key={group[0]?.tool} className={styles.group}>
          {group.map(({ tool, label, text }) => (
            <button
              key={tool}
              type="button"
              className={styles.tool}
              aria-pressed={tool === 'clear' ? false : state[tool]}
              aria-label={label}
              title={label}
              disabled={disabled}
              onClick={() => actions?.tool(tool)}
            >
              <span aria-hidden="true">{text}</span>
            </button>
          ))}
        </span>
      ))}
    </div>
  );
}
