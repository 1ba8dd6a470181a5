import { useQuery } from '@tanstack/react-query';
import { CONTENT_EDITORS, may, OWNERS, type Role, type RoleGroup, SALES, STAFF } from '#shared/roles';
import { sessionQuery } from '../session/session-query.ts';

/**
 * Who may open each admin screen: the groups of the routes the screen calls (server/routes/admin/access.ts), so
 * staff never reach a screen whose every call would be refused. The first pattern that matches decides; a
 * content entry's form opens for all staff, read-only for those who may not change it.
 */
const SCREENS: [RegExp, RoleGroup][] = [
  [/^\/admin\/(inbox|newsletter)(\/|$)/, SALES],
  [/^\/admin\/(settings|user|audit)(\/|$)/, OWNERS],
  [/^\/admin\/(featured|site-texts|static-images|terms)(\/|$)/, CONTENT_EDITORS],
  [/^\/admin\/[^/]+\/(new|delete)(\/|$)/, CONTENT_EDITORS],
];

export const screenGroup = (path: string): RoleGroup => SCREENS.find(([pattern]) => pattern.test(path))?.[1] ?? STAFF;

export const mayOpen = (role: Role | undefined, path: string) => may(role, screenGroup(path));

/** The signed-in account's role; undefined only while the session is asked for. */
export function useRole(): Role | undefined {
  const { data } = useQuery(sessionQuery());
  return data?.role;
}

export const useMay = (group: RoleGroup) => may(useRole(), group);
