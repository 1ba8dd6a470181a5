/**
 * A strict reader of iCalendar files (RFC 5545), enough to check what the site serves: it refuses bare line
 * feeds, lines over 75 octets, unbalanced BEGIN/END and malformed content lines, then unfolds and splits each
 * property into its name, parameters and value.
 */

export type IcsProperty = { name: string; params: Record<string, string>; value: string };
export type IcsComponent = { name: string; properties: IcsProperty[]; components: IcsComponent[] };

const encoder = new TextEncoder();

function physicalLines(text: string): string[] {
  if (!text.endsWith('\r\n')) throw new Error('The file does not end with CRLF.');
  const lines = text.slice(0, -2).split('\r\n');
  for (const [i, line] of lines.entries()) {
    if (/[\r\n]/.test(line)) throw new Error(`Line ${i + 1} holds a bare CR or LF.`);
    const octets = encoder.encode(line).length;
    if (octets > 75) throw new Error(`Line ${i + 1} is ${octets} octets long (at most 75).`);
  }
  return lines;
}

/** Joins folded lines: a line starting with a space or tab continues the one before. */
function unfold(lines: string[]): string[] {
  const logical: string[] = [];
  for (const line of lines) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('The file starts with a continuation line.');
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  return logical;
}

function parseLine(line: string): IcsProperty {
  // name *(";" param) ":" value, where a quoted parameter value may hold ':' and ';'.
  const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*):(.*)$/.exec(line);
  if (!match) throw new Error(`Not a content line: ${line}`);
  const params: Record<string, string> = {};
  for (const param of (match[2] ?? '').match(/;[^;=]+=(?:"[^"]*"|[^;]*)/g) ?? []) {
    const [key, ...rest] = param.slice(1).split('=');
    params[(key ?? '').toUpperCase()] = rest.join('=').replace(/^"|"$/g, '');
  }
  return { name: (match[1] ?? '').toUpperCase(), params, value: match[3] ?? '' };
}

export function parseIcs(text: string): IcsComponent {
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of unfold(physicalLines(text))) {
    const property = parseLine(line);
    if (property.name === 'BEGIN') {
      const component: IcsComponent = { name: property.value.toUpperCase(), properties: [], components: [] };
      const parent = stack.at(-1);
      if (parent) parent.components.push(component);
      else if (root) throw new Error('More than one top-level component.');
      else root = component;
      stack.push(component);
    } else if (property.name === 'END') {
      const open = stack.pop();
      if (open?.name !== property.value.toUpperCase()) throw new Error(`END:${property.value} closes ${open?.name}.`);
    } else {
      const current = stack.at(-1);
      if (!current) throw new Error(`Property ${property.name} outside any component.`);
      current.properties.push(property);
    }
  }
  if (!root || stack.length > 0) throw new Error('Unbalanced BEGIN and END.');
  return root;
}

/** A TEXT value as written before escaping (RFC 5545 3.3.11). */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

/** The one property of that name in a component; fails when there is none or several. */
export function property(component: IcsComponent, name: string): IcsProperty {
  const found = component.properties.filter((p) => p.name === name);
  if (found.length !== 1) throw new Error(`${component.name} has ${found.length} ${name} properties.`);
  return found[0] as IcsProperty;
}
