import { between, type Canvas, n, skyGradient, star } from './svg.ts';

export function poster(c: Canvas) {
  const { w, h, rng, p } = c;
  const fx = w * between(rng, 0.55, 0.75);
  const fy = h * between(rng, 0.2, 0.3);
  const parts = [`<rect width="${w}" height="${h}" fill="${p.sky[0]}"/>`];
  const rays = 18;
  for (let i = 0; i < rays; i += 2) {
    const a1 = (i * 2 * Math.PI) / rays;
    const a2 = ((i + 1) * 2 * Math.PI) / rays;
    const far = h * 2;
    parts.push(
      `<polygon points="${n(fx)},${n(fy)} ${n(fx + far * Math.cos(a1))},${n(fy + far * Math.sin(a1))} ` +
        `${n(fx + far * Math.cos(a2))},${n(fy + far * Math.sin(a2))}" fill="${p.sky[1]}" opacity="0.55"/>`,
    );
  }
  const tilt = h * between(rng, 0.25, 0.4);
  [0.45, 0.6].forEach((at, i) => {
    const top = h * at;
    const thick = h * between(rng, 0.05, 0.09);
    parts.push(
      `<polygon points="0,${n(top + tilt)} ${w},${n(top)} ${w},${n(top + thick)} 0,${n(top + tilt + thick)}" ` +
        `fill="${p.layers[i] ?? p.ground}"/>`,
    );
  });
  parts.push(star(fx, fy, w * between(rng, 0.12, 0.17), p.accent, between(rng, -0.2, 0.2)));
  for (let i = 0; i < 5; i++) {
    parts.push(star(w * (0.1 + i * 0.2), h * between(rng, 0.06, 0.14), w * 0.02, p.layers[0], rng()));
  }
  const poleX = w * between(rng, 0.2, 0.35);
  const poleTop = h * 0.3;
  const wave = w * 0.05;
  parts.push(
    `<rect x="${n(poleX)}" y="${n(poleTop)}" width="10" height="${n(h * 0.5)}" fill="${p.ink}"/>` +
      `<path d="M${n(poleX + 10)} ${n(poleTop)} q${n(wave * 2)} ${n(-wave)} ${n(w * 0.35)} ${n(wave * 0.5)} ` +
      `v${n(h * 0.12)} q${n(-wave * 2)} ${n(-wave)} ${n(-w * 0.35)} ${n(-wave * 0.5)}Z" fill="${p.layers[2]}"/>`,
  );
  parts.push(`<rect y="${n(h * 0.8)}" width="${w}" height="${n(h * 0.2)}" fill="${p.ink}"/>`);
  let x = w * 0.08;
  while (x < w * 0.85) {
    const word = w * between(rng, 0.06, 0.16);
    parts.push(`<rect x="${n(x)}" y="${n(h * 0.85)}" width="${n(word)}" height="${n(h * 0.05)}" fill="${p.ground}"/>`);
    x += word + w * 0.03;
  }
  return parts.join('');
}

export function flowers(c: Canvas) {
  const { w, h, rng, p } = c;
  const parts = [skyGradient(c), `<rect y="${n(h * 0.8)}" width="${w}" height="${n(h * 0.2)}" fill="${p.ground}"/>`];
  const vx = w / 2;
  const vy = h * 0.62;
  const heads: string[] = [];
  const count = 5 + Math.floor(rng() * 3);
  for (let i = 0; i < count; i++) {
    const hx = w * between(rng, 0.2, 0.8);
    const hy = h * between(rng, 0.15, 0.45);
    parts.push(
      `<path d="M${n(vx)} ${n(vy)} Q${n((vx + hx) / 2 + w * between(rng, -0.1, 0.1))} ${n((vy + hy) / 2)} ` +
        `${n(hx)} ${n(hy)}" fill="none" stroke="${p.layers[2]}" stroke-width="7"/>`,
    );
    const lx = (vx + hx) / 2;
    const ly = (vy + hy) / 2;
    parts.push(
      `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(w * 0.05)}" ry="${n(w * 0.016)}" ` +
        `transform="rotate(${n(between(rng, -50, 50))} ${n(lx)} ${n(ly)})" fill="${p.layers[1]}"/>`,
    );
    const petals = 6 + Math.floor(rng() * 5);
    const size = w * between(rng, 0.05, 0.08);
    const colour = i % 2 === 0 ? p.accent : p.sun;
    for (let k = 0; k < petals; k++) {
      heads.push(
        `<ellipse cx="${n(hx)}" cy="${n(hy - size / 2)}" rx="${n(size / 3.2)}" ry="${n(size / 1.8)}" ` +
          `transform="rotate(${n((360 * k) / petals)} ${n(hx)} ${n(hy)})" fill="${colour}" opacity="0.9"/>`,
      );
    }
    heads.push(`<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(size / 4)}" fill="${p.ink}"/>`);
  }
  parts.push(...heads);
  parts.push(
    `<path d="M${n(vx - w * 0.1)} ${n(vy)} h${n(w * 0.2)} c${n(w * 0.06)} ${n(h * 0.1)} ${n(w * 0.06)} ` +
      `${n(h * 0.18)} ${n(-w * 0.02)} ${n(h * 0.24)} h${n(-w * 0.16)} c${n(-w * 0.08)} ${n(-h * 0.06)} ` +
      `${n(-w * 0.08)} ${n(-h * 0.14)} ${n(-w * 0.02)} ${n(-h * 0.24)}Z" fill="${p.layers[3]}"/>`,
  );
  return parts.join('');
}

/** A half-length figure in flat shapes; hair, backdrop, collar and glasses vary so no two sitters look alike. */
export function portrait(c: Canvas) {
  const { w, h, rng, p } = c;
  const skin = ['#e8c4a0', '#d9a77f', '#f0d0b0', '#c99570'][Math.floor(rng() * 4)] ?? '#e8c4a0';
  const cx = w * between(rng, 0.45, 0.55);
  const cy = h * between(rng, 0.36, 0.4);
  const rx = w * between(rng, 0.14, 0.18);
  const ry = h * between(rng, 0.13, 0.155);
  const hairStyle = Math.floor(rng() * 4);
  const parts = [skyGradient(c), backdrop(c, cx, cy)];
  if (hairStyle === 1) {
    parts.push(
      `<rect x="${n(cx - rx * 1.15)}" y="${n(cy - ry)}" width="${n(rx * 2.3)}" height="${n(ry * 2.3)}" ` +
        `rx="${n(rx)}" fill="${p.ink}"/>`,
    );
  }
  const shoulder = h * between(rng, 0.58, 0.63);
  parts.push(
    `<path d="M${n(cx - w * 0.42)} ${h} C${n(cx - w * 0.4)} ${n(shoulder + h * 0.06)} ` +
      `${n(cx - w * 0.2)} ${n(shoulder)} ${n(cx)} ${n(shoulder)} ` +
      `S${n(cx + w * 0.4)} ${n(shoulder + h * 0.06)} ${n(cx + w * 0.42)} ${h}Z" fill="${p.layers[3]}"/>`,
    `<rect x="${n(cx - rx * 0.35)}" y="${n(cy + ry * 0.6)}" width="${n(rx * 0.7)}" ` +
      `height="${n(shoulder - cy - ry * 0.4)}" fill="${skin}"/>`,
  );
  if (rng() < 0.5) {
    const lapel = (side: number) =>
      `<polygon points="${n(cx + side * w * 0.1)},${n(shoulder)} ${n(cx)},${n(shoulder + h * 0.1)} ` +
      `${n(cx + side * w * 0.02)},${n(shoulder - h * 0.02)}" fill="${p.ground}"/>`;
    parts.push(lapel(-1), lapel(1));
  } else {
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(shoulder)}" rx="${n(rx * 0.6)}" ry="${n(h * 0.02)}" fill="${p.ground}"/>`,
    );
  }
  parts.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${skin}"/>`);
  const sweep = hairStyle === 3 ? between(rng, 0.2, 0.5) : 0;
  parts.push(
    `<path d="M${n(cx - rx * 1.05)} ${n(cy)} C${n(cx - rx)} ${n(cy - ry * 1.4)} ${n(cx + rx)} ${n(cy - ry * 1.4)} ` +
      `${n(cx + rx * 1.05)} ${n(cy)} C${n(cx + rx * (0.6 - sweep))} ${n(cy - ry * between(rng, 0.5, 0.8))} ` +
      `${n(cx - rx * (0.6 + sweep))} ${n(cy - ry * 0.7)} ${n(cx - rx * 1.05)} ${n(cy)}Z" fill="${p.ink}"/>`,
  );
  if (hairStyle === 2)
    parts.push(`<circle cx="${n(cx)}" cy="${n(cy - ry * 1.15)}" r="${n(rx * 0.35)}" fill="${p.ink}"/>`);
  const eyeY = cy + ry * between(rng, 0, 0.1);
  for (const side of [-1, 1]) {
    const ex = cx + side * rx * 0.4;
    parts.push(`<ellipse cx="${n(ex)}" cy="${n(eyeY)}" rx="${n(rx * 0.1)}" ry="${n(ry * 0.05)}" fill="${p.ink}"/>`);
    if (rng() > 0.3 || side === 1) continue;
    parts.push(
      `<circle cx="${n(ex)}" cy="${n(eyeY)}" r="${n(rx * 0.22)}" fill="none" stroke="${p.ink}" ` +
        `stroke-width="6"/><circle cx="${n(cx + rx * 0.4)}" cy="${n(eyeY)}" r="${n(rx * 0.22)}" fill="none" ` +
        `stroke="${p.ink}" stroke-width="6"/><path d="M${n(cx - rx * 0.18)} ${n(eyeY)} h${n(rx * 0.36)}" ` +
        `stroke="${p.ink}" stroke-width="6"/>`,
    );
  }
  parts.push(
    `<path d="M${n(cx - rx * 0.25)} ${n(cy + ry * 0.5)} q${n(rx * 0.25)} ${n(ry * between(rng, 0.04, 0.14))} ` +
      `${n(rx * 0.5)} 0" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>`,
    `<circle cx="${n(cx - w * between(rng, 0.15, 0.24))}" cy="${n(shoulder + h * 0.13)}" r="${n(w * 0.022)}" ` +
      `fill="${p.accent}"/>`,
  );
  return parts.join('');
}

function backdrop(c: Canvas, cx: number, cy: number) {
  const { w, h, rng, p } = c;
  const kind = Math.floor(rng() * 3);
  if (kind === 0) return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(w * 0.33)}" fill="${p.sun}" opacity="0.45"/>`;
  if (kind === 1) {
    return (
      `<rect x="${n(cx - w * 0.3)}" y="${n(cy - w * 0.3)}" width="${n(w * 0.6)}" height="${n(w * 0.6)}" ` +
      `transform="rotate(${n(between(rng, 8, 20))} ${n(cx)} ${n(cy)})" fill="${p.sun}" opacity="0.4"/>`
    );
  }
  return Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${n((w * (2 * i + 0.5)) / 8)}" width="${n(w / 8)}" height="${h}" fill="${p.sun}" opacity="0.18"/>`,
  ).join('');
}

/** A stylised street map for the contact section: blocks, a river, two avenues and a pin on the gallery. */
export function map(c: Canvas) {
  const { w, h, rng, p } = c;
  const parts = [`<rect width="${w}" height="${h}" fill="${p.ground}"/>`];
  const block = Math.round(w / 14);
  for (let y = 10; y < h; y += block) {
    for (let x = 10; x < w; x += block) {
      const park = rng() < 0.08;
      parts.push(
        `<rect x="${x}" y="${y}" width="${block - 14}" height="${block - 14}" rx="4" ` +
          `fill="${park ? p.layers[1] : p.layers[0]}"/>`,
      );
    }
  }
  parts.push(
    `<path d="M0 ${n(h * 0.7)} C${n(w * 0.3)} ${n(h * 0.55)} ${n(w * 0.5)} ${n(h * 0.95)} ${w} ${n(h * 0.78)}" ` +
      `fill="none" stroke="${p.layers[2]}" stroke-width="${n(w * 0.05)}"/>`,
  );
  const avenues = [`M0 ${n(h * 0.4)} L${w} ${n(h * 0.33)}`, `M${n(w * 0.55)} 0 L${n(w * 0.6)} ${h}`];
  for (const d of avenues) {
    parts.push(
      `<path d="${d}" stroke="${p.layers[3]}" stroke-width="26" fill="none"/>` +
        `<path d="${d}" stroke="${p.sky[1]}" stroke-width="18" fill="none"/>`,
    );
  }
  const px = w * 0.57;
  const py = h * 0.36;
  parts.push(
    `<path d="M${n(px)} ${n(py)} c-30 -40 -45 -55 -45 -80 a45 45 0 0 1 90 0 c0 25 -15 40 -45 80Z" ` +
      `fill="${p.accent}"/><circle cx="${n(px)}" cy="${n(py - 80)}" r="16" fill="${p.sky[1]}"/>`,
  );
  parts.push(star(w * 0.9, h * 0.12, w * 0.04, p.ink));
  return parts.join('');
}
