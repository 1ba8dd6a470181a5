/**
 * Who does what in the admin (issue 29). The server's route table (server/routes/admin/access.ts) and the
 * admin's screens (client/features/admin/access.ts) both name these groups, so a screen is shown exactly when
 * its calls are allowed. No zod here: the public pages' code reads these too (the schemas are in auth.ts).
 */

export const ROLES = ['owner', 'editor', 'sales'] as const;
export type Role = (typeof ROLES)[number];

/** What an account that existed before roles becomes, and what the server's first account is. */
export const FIRST_ROLE: Role = 'owner';

/** What the sign-up form offers first, and what a sign-up call without a role gives. */
export const NEW_ACCOUNT_ROLE: Role = 'editor';

export type RoleGroup = readonly Role[];

/** Every signed-in account: its own password and sessions, reading the catalogue. */
export const STAFF: RoleGroup = ['owner', 'editor', 'sales'];
/** Content, images, site texts, terms and featured works. */
export const CONTENT_EDITORS: RoleGroup = ['owner', 'editor'];
/** The inbox and pipeline, holds and sales, the newsletter list and the CSV exports. */
export const SALES: RoleGroup = ['owner', 'sales'];
/** Accounts, roles and the site's settings. */
export const OWNERS: RoleGroup = ['owner'];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

export const may = (role: Role | undefined, group: RoleGroup) => role !== undefined && group.includes(role);

export const ROLE_TEXTS = {
  label: { owner: 'Owner', editor: 'Editor', sales: 'Sales' } satisfies Record<Role, string>,
  invalid: 'Choose a role: owner, editor or sales.',
  refused: 'Your role does not allow this. An owner can change your role.',
  lastOwner: 'The gallery needs at least one owner: make another account an owner first.',
} as const;
