/**
 * Demo post "photos" for the seeded profiles' top posts, drawn in code (no binary assets, no
 * outside image host): a scene chosen by the id's hash (landscape, meal, city or sea), its colours
 * and details from the same hash, in Instagram's 4:5 portrait. Pure: one id always gives the same picture.
 */
import { stableHash } from './stable-hash.ts';

const WIDTH = 600;
const HEIGHT = 750;

/** One number in [0, n) per id and salt, so each detail of a scene varies on its own. */
type Roll = (salt: string, n: number) => number;

interface Scene {
  /** Background gradient, top to bottom. */
  background: [string, string];
  shapes: string;
}

/**
 * Spreads neighbouring hashes apart (murmur3's finaliser): the 31-multiplier hash of ids or salts
 * that differ in their last character differs by one, which would give near-identical pictures.
 */
function spread(hash: number): number {
  const mixed = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  const again = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  return (again ^ (again >>> 16)) >>> 0;
}

const sun = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff6c8" opacity=".9"/>`;

/** Sun over rolling green hills under a blue sky. */
function landscape(roll: Roll): Scene {
  const sky = 195 + roll('sky', 30);
  const green = 80 + roll('green', 60);
  const far = 330 + roll('far', 80);
  const near = 470 + roll('near', 80);
  return {
    background: [`hsl(${sky} 70% 62%)`, `hsl(${sky} 80% 88%)`],
    shapes: `${sun(120 + roll('sun', 360), 150 + roll('sun-y', 120), 60)}
<path d="M0 ${far} C150 ${far - 90} 300 ${far + 40} 600 ${far - 60} V750 H0 Z" fill="hsl(${green} 35% 50%)"/>
<path d="M0 ${near} C200 ${near - 70} 380 ${near + 50} 600 ${near - 30} V750 H0 Z" fill="hsl(${green + 10} 40% 32%)"/>`,
  };
}

/** A plate seen from above on a table, with food and cutlery. */
function meal(roll: Roll): Scene {
  const table = roll('table', 360);
  const food = [0, 1, 2]
    .map((i) => {
      const angle = ((roll(`food-${i}`, 120) + i * 120) * Math.PI) / 180;
      const x = Math.round(300 + Math.cos(angle) * 60);
      const y = Math.round(375 + Math.sin(angle) * 60);
      return `<circle cx="${x}" cy="${y}" r="${40 + roll(`size-${i}`, 20)}" fill="hsl(${roll(`colour-${i}`, 360)} 65% 52%)"/>`;
    })
    .join('');
  return {
    background: [`hsl(${table} 30% 60%)`, `hsl(${table} 35% 45%)`],
    shapes: `<circle cx="300" cy="375" r="200" fill="#f4f4f4"/><circle cx="300" cy="375" r="150" fill="#fff" stroke="#e2e2e2" stroke-width="4"/>${food}
<rect x="50" y="215" width="18" height="320" rx="9" fill="#d9d9d9"/><rect x="532" y="215" width="18" height="320" rx="9" fill="#d9d9d9"/>`,
  };
}

/** A city skyline at dusk with lit windows and the moon. */
function city(roll: Roll): Scene {
  const dusk = 220 + roll('dusk', 50);
  const buildings = Array.from({ length: 6 }, (_, i) => {
    const top = 300 + roll(`tower-${i}`, 260);
    const height = HEIGHT - top;
    return `<rect x="${i * 100}" y="${top}" width="92" height="${height}" fill="hsl(${dusk} 30% ${12 + (i % 3) * 5}%)"/><rect x="${i * 100 + 6}" y="${top + 10}" width="80" height="${height - 10}" fill="url(#windows)"/>`;
  }).join('');
  return {
    background: [`hsl(${dusk} 50% 22%)`, `hsl(${20 + roll('glow', 25)} 75% 62%)`],
    shapes: `<defs><pattern id="windows" width="26" height="40" patternUnits="userSpaceOnUse"><rect x="8" y="12" width="10" height="14" fill="#ffe08a" opacity=".75"/></pattern></defs>
${sun(150 + roll('moon', 300), 140, 36)}${buildings}`,
  };
}

/** The sea, with the sun on the horizon. */
function sea(roll: Roll): Scene {
  const sky = 10 + roll('sky', 40);
  const water = 195 + roll('water', 30);
  const horizon = 380 + roll('horizon', 90);
  const waves = [1, 2, 3]
    .map(
      (i) =>
        `<path d="M0 ${horizon + i * 90} q75 -24 150 0 t150 0 t150 0 t150 0" fill="none" stroke="#fff" stroke-width="6" opacity=".45"/>`,
    )
    .join('');
  return {
    background: [`hsl(${sky + 200} 55% 60%)`, `hsl(${sky} 90% 75%)`],
    shapes: `${sun(160 + roll('sun', 280), horizon, 80)}<rect x="0" y="${horizon}" width="600" height="${HEIGHT - horizon}" fill="hsl(${water} 60% 38%)"/>${waves}`,
  };
}

const SCENES = [landscape, meal, city, sea];

export function postImageSvg(id: string): string {
  const roll: Roll = (salt, n) => spread(stableHash(`${id}/${salt}`)) % n;
  const { background, shapes } = SCENES[roll('scene', SCENES.length)](roll);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-hidden="true">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
${shapes}
</svg>`;
}
