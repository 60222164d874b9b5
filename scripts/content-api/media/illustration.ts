import { createRandom, hashString } from '../generate/random.ts';

/** Calm, hospital-friendly palettes: light, mid and deep tones of one hue, and a warm accent. */
const PALETTES: readonly (readonly [string, string, string, string])[] = [
  ['#e6f5f3', '#8fcfc9', '#2f8f8a', '#fbe3c8'],
  ['#e7f0fa', '#8bb7e3', '#2e6fae', '#fde9d9'],
  ['#ebf6e8', '#9fd0a9', '#3f8f5e', '#fff1c9'],
  ['#efecf8', '#b3a8dc', '#5d4fa1', '#fbe0e6'],
  ['#fdf3ea', '#f0bd97', '#c4693a', '#e3f1ee'],
  ['#e6f3f8', '#7fbcd4', '#1f6f8f', '#f7e8c8'],
  ['#f3f1e8', '#c6d3a8', '#6b8446', '#f9dfd2'],
  ['#fbecef', '#e2adb8', '#a3475c', '#e2eef8'],
];

const fixed = (value: number): string => value.toFixed(1);

/**
 * An abstract illustration as SVG: a gradient, a few soft glows, a few calm discs and two waves
 * along the bottom. It is drawn in the coordinate space of the original (`width` x `height`) and
 * rendered at `renderWidth` x `renderHeight`. The picture depends only on `name`, so every variant
 * of one image shows the same scene.
 */
export function illustrationSvg(
  name: string,
  width: number,
  height: number,
  renderWidth = width,
  renderHeight = height,
): string {
  const random = createRandom(hashString(name));
  const [light, mid, deep, accent] = random.pick(PALETTES);
  const angle = (random.int(0, 359) * Math.PI) / 180;
  const gx = 50 + 50 * Math.cos(angle);
  const gy = 50 + 50 * Math.sin(angle);
  const size = Math.max(width, height);
  const defs: string[] = [
    `<linearGradient id="bg" x1="${fixed(100 - gx)}%" y1="${fixed(100 - gy)}%" x2="${fixed(gx)}%" y2="${fixed(gy)}%">` +
      `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient>`,
  ];
  const shapes: string[] = [`<rect width="${width}" height="${height}" fill="url(#bg)"/>`];

  // Soft glows: radial gradients that fade out.
  const glows = random.int(2, 4);
  for (let i = 0; i < glows; i += 1) {
    const colour = random.pick([light, accent, '#ffffff']);
    defs.push(
      `<radialGradient id="g${i}"><stop offset="0" stop-color="${colour}" stop-opacity="0.75"/>` +
        `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    const r = size * (0.18 + random.next() * 0.25);
    shapes.push(
      `<circle cx="${fixed(random.next() * width)}" cy="${fixed(random.next() * height * 0.7)}" r="${fixed(r)}" fill="url(#g${i})"/>`,
    );
  }

  // Calm discs, some filled, some outlined.
  const discs = random.int(2, 4);
  for (let i = 0; i < discs; i += 1) {
    const r = Math.min(width, height) * (0.08 + random.next() * 0.22);
    const cx = fixed(width * (0.1 + random.next() * 0.8));
    const cy = fixed(height * (0.15 + random.next() * 0.6));
    shapes.push(
      random.chance(0.35)
        ? `<circle cx="${cx}" cy="${cy}" r="${fixed(r)}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${fixed(Math.max(2, r * 0.06))}"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${fixed(r)}" fill="${random.pick([deep, accent, '#ffffff'])}" fill-opacity="${(0.16 + random.next() * 0.2).toFixed(2)}"/>`,
    );
  }

  // Two waves along the bottom, like a horizon.
  const wave = (top: number, amplitude: number, fill: string, opacity: number): string => {
    const a = amplitude * (random.chance(0.5) ? 1 : -1);
    return (
      `<path d="M0 ${fixed(top)} C ${fixed(width * 0.3)} ${fixed(top - a * 2)}, ${fixed(width * 0.65)} ${fixed(top + a * 2)}, ` +
      `${width} ${fixed(top - a)} L ${width} ${height} L 0 ${height} Z" fill="${fill}" fill-opacity="${opacity}"/>`
    );
  };
  const horizon = height * (0.6 + random.next() * 0.15);
  shapes.push(wave(horizon, height * (0.05 + random.next() * 0.05), deep, 0.22));
  shapes.push(wave(horizon + height * 0.12, height * (0.03 + random.next() * 0.05), '#ffffff', 0.35));

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${renderWidth}" height="${renderHeight}" ` +
    `viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs.join('')}</defs>${shapes.join('')}</svg>`
  );
}
