import { createContext } from 'react';

/**
 * A content form opened by a role that may read the catalogue but not change it (issue 29): its fieldset is
 * disabled, which native fields follow by themselves; the rich-text editor reads this instead.
 */
export const ReadOnly = createContext(false);
