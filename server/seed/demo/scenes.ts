import { between, type Canvas, n, ridge, skyGradient } from './svg.ts';

export function landscape(c: Canvas) {
  const { w, h, rng, p } = c;
  const parts = [skyGradient(c)];
  parts.push(
    `<circle cx="${n(w * between(rng, 0.2, 0.8))}" cy="${n(h * between(rng, 0.12, 0.26))}" ` +
      `r="${n(w * between(rng, 0.05, 0.08))}" fill="${p.sun}"/>`,
  );
  for (let i = 0; i < 3; i++) {
    parts.push(
      `<ellipse cx="${n(w * rng())}" cy="${n(h * between(rng, 0.1, 0.3))}" rx="${n(w * 0.12)}" ` +
        `ry="${n(h * 0.02)}" fill="${p.sky[1]}" opacity="0.7"/>`,
    );
  }
  p.layers.forEach((fill, i) => {
    parts.push(ridge(c, h * (0.42 + i * 0.13), h * (0.3 - i * 0.05), fill));
    if (i < 3)
      parts.push(
        `<rect y="${n(h * (0.5 + i * 0.13))}" width="${w}" height="${n(h * 0.05)}" ` +
          `fill="${p.sky[1]}" opacity="0.25"/>`,
      );
  });
  for (let i = 0; i < 14; i++) {
    const x = w * rng();
    const y = h * between(rng, 0.88, 0.97);
    const size = h * between(rng, 0.04, 0.08);
    parts.push(
      `<polygon points="${n(x)},${n(y - size)} ${n(x - size / 3)},${n(y)} ${n(x + size / 3)},${n(y)}" ` +
        `fill="${p.ink}"/>`,
    );
  }
  return parts.join('');
}

function headland(c: Canvas, horizon: number, fill: string) {
  const steps = 16;
  const reach = c.w * between(c.rng, 0.3, 0.45);
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const lift = c.h * 0.12 * (1 - t) ** 0.8 * between(c.rng, 0.75, 1);
    return `${n(reach * t)},${n(horizon - lift)}`;
  });
  return `<polygon points="0,${n(horizon)} ${points.join(' ')}" fill="${fill}"/>`;
}

export function seascape(c: Canvas) {
  const { w, h, rng, p } = c;
  const horizon = h * between(rng, 0.45, 0.56);
  const sunR = w * between(rng, 0.06, 0.09);
  const sunX = w * between(rng, 0.3, 0.7);
  const parts = [skyGradient(c)];
  parts.push(
    `<circle cx="${n(sunX)}" cy="${n(horizon - sunR * between(rng, 0.2, 1.1))}" r="${n(sunR)}" ` + `fill="${p.sun}"/>`,
  );
  parts.push(headland(c, horizon, p.layers[0]));
  parts.push(
    `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.layers[1]}"/>` +
      `<stop offset="1" stop-color="${p.layers[3]}"/></linearGradient></defs>`,
  );
  parts.push(`<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#sea)"/>`);
  for (let i = 0; i < 9; i++) {
    const y = horizon + (h - horizon) * (0.04 + i * 0.09);
    const half = sunR * (1.3 - i * 0.1) * between(rng, 0.6, 1);
    parts.push(
      `<rect x="${n(sunX - half)}" y="${n(y)}" width="${n(half * 2)}" height="${n(h * 0.008)}" ` +
        `rx="4" fill="${p.sun}" opacity="0.6"/>`,
    );
  }
  for (let i = 0; i < 60; i++) {
    const x = w * rng();
    const y = horizon + (h - horizon) * Math.sqrt(rng());
    const span = w * between(rng, 0.02, 0.05) * ((y - horizon) / (h - horizon) + 0.3);
    parts.push(
      `<path d="M${n(x)} ${n(y)} q${n(span / 2)} ${n(-span / 4)} ${n(span)} 0" fill="none" ` +
        `stroke="${p.sky[1]}" stroke-width="3" opacity="0.5"/>`,
    );
  }
  const bx = w * between(rng, 0.15, 0.75);
  const by = horizon + (h - horizon) * 0.45;
  parts.push(
    `<path d="M${n(bx)} ${n(by)} h${n(w * 0.16)} l${n(-w * 0.03)} ${n(h * 0.04)} h${n(-w * 0.1)}Z" ` +
      `fill="${p.ink}"/><polygon points="${n(bx + w * 0.07)},${n(by - h * 0.16)} ${n(bx + w * 0.07)},${n(by - 4)} ` +
      `${n(bx + w * 0.14)},${n(by - 4)}" fill="${p.ground}"/>`,
  );
  return parts.join('');
}

export function skyline(c: Canvas) {
  const { w, h, rng, p } = c;
  const water = h * 0.74;
  const parts = [skyGradient(c)];
  parts.push(
    `<circle cx="${n(w * between(rng, 0.15, 0.85))}" cy="${n(h * between(rng, 0.2, 0.4))}" ` +
      `r="${n(w * 0.06)}" fill="${p.sun}"/>`,
  );
  const city: string[] = [];
  for (let x = 0; x < w; x += w * between(rng, 0.04, 0.08)) {
    const top = water - h * between(rng, 0.12, 0.3);
    city.push(
      `<rect x="${n(x)}" y="${n(top)}" width="${n(w * 0.07)}" height="${n(water - top)}" fill="${p.layers[0]}"/>`,
    );
  }
  const tx = w * between(rng, 0.25, 0.75);
  city.push(
    `<polygon points="${n(tx)},${n(h * 0.12)} ${n(tx - w * 0.08)},${n(water)} ${n(tx + w * 0.08)},${n(water)}" ` +
      `fill="${p.layers[1]}"/>`,
  );
  for (let x = w * 0.01; x < w; x += w * between(rng, 0.09, 0.13)) {
    const bw = w * between(rng, 0.05, 0.08);
    const top = water - h * between(rng, 0.08, 0.22);
    city.push(`<rect x="${n(x)}" y="${n(top)}" width="${n(bw)}" height="${n(water - top)}" fill="${p.layers[2]}"/>`);
    for (let y = top + 14; y < water - 20; y += 26) {
      for (let wx = x + 8; wx < x + bw - 14; wx += 18) {
        if (rng() < 0.45) city.push(`<rect x="${n(wx)}" y="${n(y)}" width="8" height="12" fill="${p.accent}"/>`);
      }
    }
  }
  parts.push(`<g id="city">${city.join('')}</g>`);
  parts.push(`<rect y="${n(water)}" width="${w}" height="${n(h - water)}" fill="${p.layers[3]}"/>`);
  parts.push(`<use xlink:href="#city" transform="translate(0 ${n(water * 2)}) scale(1 -1)" opacity="0.3"/>`);
  for (let i = 0; i < 25; i++) {
    parts.push(
      `<rect x="${n(w * rng())}" y="${n(water + (h - water) * rng())}" width="${n(w * between(rng, 0.03, 0.1))}" ` +
        `height="3" fill="${p.sky[1]}" opacity="0.4"/>`,
    );
  }
  return parts.join('');
}

export function fields(c: Canvas) {
  const { w, h, rng, p } = c;
  const parts = [skyGradient(c)];
  parts.push(`<circle cx="${n(w * between(rng, 0.6, 0.9))}" cy="${n(h * 0.18)}" r="${n(w * 0.06)}" fill="${p.sun}"/>`);
  parts.push(ridge(c, h * 0.42, h * 0.12, p.layers[0]));
  const colours = [p.layers[1], p.ground, p.layers[2], p.ground, p.layers[3]];
  let top = h * 0.45;
  colours.forEach((fill, i) => {
    const next = top + h * (0.06 + i * 0.03);
    const slope = h * between(rng, -0.04, 0.04);
    parts.push(`<polygon points="0,${n(top)} ${w},${n(top + slope)} ${w},${h} 0,${h}" fill="${fill}"/>`);
    for (let y = top + 10; y < next; y += 14) {
      parts.push(
        `<line x1="0" y1="${n(y)}" x2="${w}" y2="${n(y + slope)}" stroke="${p.ink}" stroke-opacity="0.12" ` +
          `stroke-width="3"/>`,
      );
    }
    top = next;
  });
  for (let i = 0; i < 4; i++) {
    const x = w * between(rng, 0.05, 0.9);
    const y = h * between(rng, 0.44, 0.5);
    parts.push(
      `<rect x="${n(x)}" y="${n(y - 30)}" width="54" height="30" fill="${p.ground}"/>` +
        `<polygon points="${n(x - 6)},${n(y - 30)} ${n(x + 27)},${n(y - 52)} ${n(x + 60)},${n(y - 30)}" ` +
        `fill="${p.accent}"/>`,
    );
  }
  for (let i = 0; i < 8; i++) {
    const x = w * rng();
    const y = h * between(rng, 0.46, 0.6);
    parts.push(
      `<rect x="${n(x - 3)}" y="${n(y - 30)}" width="6" height="30" fill="${p.ink}"/>` +
        `<circle cx="${n(x)}" cy="${n(y - 40)}" r="${n(between(rng, 16, 26))}" fill="${p.layers[3]}"/>`,
    );
  }
  return parts.join('');
}
