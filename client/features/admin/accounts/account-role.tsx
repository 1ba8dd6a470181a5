import { useId, useState } from 'react';
import { ROLES, type Role } from '#shared/roles';
import styles from './accounts.module.css';
import { ACCOUNTS_SCREEN as T } from './texts.ts';

type Props = {
  email: string;
  role: Role;
  busy: boolean;
  onChange: (role: Role) => void;
};

/**
 * An owner's choice of another account's role (issue 29). The change is a button press, never the select's
 * own change, so moving through the options by keyboard changes nothing by itself.
 */
export function AccountRole({ email, role, busy, onChange }: Props) {
  const id = useId();
  const [chosen, setChosen] = useState<Role>(role);
  return (
    <div className={styles.role}>
      <label htmlFor={id}>
        {T.role}
        <span className="visually-hidden"> {email}</span>
      </label>
      <select
        id={id}
        className={`input ${styles.roleSelect}`}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value as Role)}
      >
        {ROLES.map((option) => (
          <option key={option} value={option}>
            {T.roleLabel(option)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button-quiet"
        disabled={busy || chosen === role}
        onClick={() => onChange(chosen)}
      >
        {T.changeRole}
        <span className="visually-hidden"> {email}</span>
      </button>
      <p className={styles.hint}>{T.roleNote(chosen)}</p>
    </div>
  );
}
