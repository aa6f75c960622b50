// Drawing tiles from their definitions (the server's /api/tiles): fields, roads, city walls,
// coats of arms, monasteries and symbols (drawn by the expansion that owns them) — our own
// drawing, no artwork. A tile is drawn in its
// canonical orientation (a triangle with its right angle at NW) in a 100 × 100 space, then
// turned.
//
//            N.w    N    N.e             points: 0 1 2 on N, 3 4 5 on E, 6 7 8 on S,
//        NW +-----------+ NE                     9 10 11 on W (clockwise),
//      W.n  |           |  E.n                   12 13 14 on a triangle's long side D
//        W  |           |  E                     (from its NE end to its SW end)
//      W.s  |           |  E.s
//        SW +-----------+ SE
//            S.w    S    S.e

import { s } from './dom.js';
import { symbolDrawing, tileArt } from './expansions/index.js';
import { t } from './messages.js';
import { markPath } from './palette.js';

/** @typedef {import('./api.js').TileShape} TileShape */

/** The size of a space. */
export const SIZE = 100;

/** @type {[number, number][]} border points in canonical orientation */
const POINT_XY = [
  [25, 0], [50, 0], [75, 0],
  [100, 25], [100, 50], [100, 75],
  [75, 100], [50, 100], [25, 100],
  [0, 75], [0, 50], [0, 25],
  [75, 25], [50, 50], [25, 75],
];

/**
 * The sides of a tile in clockwise order, each with its start and end corner; `id` is the
 * side's index (0 N, 1 E, 2 S, 3 W, 4 the long side D).
 * @typedef {{id: number, from: [number, number], to: [number, number]}} Edge
 */

/** @type {Edge[]} */
const SQUARE_EDGES = [
  { id: 0, from: [0, 0], to: [100, 0] },
  { id: 1, from: [100, 0], to: [100, 100] },
  { id: 2, from: [100, 100], to: [0, 100] },
  { id: 3, from: [0, 100], to: [0, 0] },
];

/** @type {Edge[]} */
const TRIANGLE_EDGES = [
  { id: 0, from: [0, 0], to: [100, 0] },
  { id: 4, from: [100, 0], to: [0, 100] },
  { id: 3, from: [0, 100], to: [0, 0] },
];

/** Corner names in quarter turns from NW. */
export const CORNERS = ['NW', 'NE', 'SE', 'SW'];

const COLOURS = {
  field: '#8cbf5f',
  fieldLine: '#6e9e45',
  city: '#d9b77a',
  wall: '#7a5a32',
  road: '#f6efdc',
  roadEdge: '#857154',
  arms: '#2456a6',
  roof: '#b4442c',
  building: '#efe6d2',
};

/**
 * The centre of a tile in canonical orientation (a triangle's centroid).
 * @param {TileShape} tile
 * @returns {[number, number]}
 */
function centre(tile) {
  return tile.shape === 'square' ? [50, 50] : [100 / 3, 100 / 3];
}

/** @param {[number, number]} p */
const pt = (p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`;

/**
 * The outline of a tile.
 * @param {'square' | 'triangle'} shape
 */
export function outline(shape) {
  return shape === 'square' ? 'M0,0 L100,0 L100,100 L0,100 Z' : 'M0,0 L100,0 L0,100 Z';
}

/**
 * The fill path and the wall path of a city touching the sides `sides` (edge ids).
 * @param {TileShape} tile
 * @param {Set<number>} sides
 * @returns {{area: string, walls: string, anchor: [number, number]}}
 */
function cityPaths(tile, sides) {
  const edges = tile.shape === 'square' ? SQUARE_EDGES : TRIANGLE_EDGES;
  const n = edges.length;
  const inCity = edges.map((e) => sides.has(e.id));
  if (inCity.every(Boolean)) {
    return { area: outline(tile.shape), walls: '', anchor: centre(tile) };
  }
  // Start right after a side that is not city, so runs are not split.
  const first = inCity.findIndex((c, i) => c && !inCity[(i + n - 1) % n]);
  /** @type {[number, number][][]} runs of consecutive city sides, as corner lists */
  const runs = [];
  for (let k = 0; k < n; k++) {
    const i = (first + k) % n;
    if (!inCity[i]) continue;
    const prev = (i + n - 1) % n;
    if (!inCity[prev] || runs.length === 0) runs.push([edges[i].from]);
    runs[runs.length - 1].push(edges[i].to);
  }
  const c = centre(tile);
  const all = runs.flat();
  /** @type {[number, number]} */
  const mass = [all.reduce((a, p) => a + p[0], 0) / all.length, all.reduce((a, p) => a + p[1], 0) / all.length];
  let area = '';
  let walls = '';
  runs.forEach((run, r) => {
    const end = run[run.length - 1];
    const next = runs[(r + 1) % runs.length][0];
    area += `${r === 0 ? 'M' : 'L'}${run.map(pt).join(' L')} `;
    // The wall from this run's end to the next run's start.
    /** @type {[number, number]} */
    const mid = [(end[0] + next[0]) / 2, (end[1] + next[1]) / 2];
    const alongSide = edges.some(
      (e) =>
        (same(e.from, end) && same(e.to, next)) || (same(e.to, end) && same(e.from, next)),
    );
    /** @type {[number, number]} */
    const control = alongSide
      ? [mid[0] + (c[0] - mid[0]) * 0.9, mid[1] + (c[1] - mid[1]) * 0.9]
      : [mid[0] + (mid[0] - mass[0]) * 0.9, mid[1] + (mid[1] - mass[1]) * 0.9];
    area += `Q${pt(control)} ${pt(next)} `;
    walls += `M${pt(end)} Q${pt(control)} ${pt(next)} `;
  });
  /** @type {[number, number]} */
  const anchor = [(mass[0] * 2 + c[0]) / 3, (mass[1] * 2 + c[1]) / 3];
  return { area: `${area}Z`, walls, anchor };
}

/**
 * @param {[number, number]} a
 * @param {[number, number]} b
 */
function same(a, b) {
  return Math.abs(a[0] - b[0]) < 0.01 && Math.abs(a[1] - b[1]) < 0.01;
}

/** The edge id of border point `p`. @param {number} p */
const edgeOf = (p) => (p >= 12 ? 4 : Math.floor(p / 3));

/**
 * A coat of arms (a small shield).
 * @param {[number, number]} at
 */
function shield([x, y]) {
  return s('path', {
    d: `M${x - 8},${y - 9} h16 v8 q0,9 -8,12 q-8,-3 -8,-12 Z`,
    fill: COLOURS.arms,
    stroke: '#fff',
    'stroke-width': 2,
  });
}

/**
 * Wraps a picture that should stay upright however the tile turns (a church, a symbol).
 * @param {SVGElement} el
 * @param {[number, number]} at  the point it turns around
 */
function upright(el, [x, y]) {
  return s('g', { class: 'upright', 'data-x': x, 'data-y': y }, el);
}

/**
 * Turns the upright pictures of a tile picture back by `degrees`, so that they stay upright on
 * a tile turned by `degrees`.
 * @param {SVGElement} picture
 * @param {number} degrees
 */
export function keepUpright(picture, degrees) {
  if (degrees === 0) return;
  for (const el of picture.querySelectorAll('.upright')) {
    el.setAttribute('transform', `rotate(${-degrees},${el.getAttribute('data-x')},${el.getAttribute('data-y')})`);
  }
}

/**
 * A monastery: a small church.
 * @param {[number, number]} at
 * @param {number} size
 */
function monastery([x, y], size) {
  const w = size / 2;
  return s(
    'g',
    { class: 'monastery' },
    s('rect', { x: x - w, y: y - w * 0.4, width: size, height: w * 1.3, fill: COLOURS.building, stroke: '#5b4630', 'stroke-width': 1.5 }),
    s('path', { d: `M${x - w - 3},${y - w * 0.4} L${x},${y - w * 1.5} L${x + w + 3},${y - w * 0.4} Z`, fill: COLOURS.roof, stroke: '#5b4630', 'stroke-width': 1.5 }),
    s('rect', { x: x - 2.5, y: y + w * 0.3, width: 5, height: w * 0.6, fill: '#5b4630' }),
    s('path', { d: `M${x},${y - w * 1.5} v-6 m-3,2.5 h6`, stroke: '#5b4630', 'stroke-width': 1.5, fill: 'none' }),
  );
}

/**
 * A tile symbol: the drawing of the expansion that owns it, else a generic mark (a disc with the
 * symbol's initial).
 * @param {string} name
 * @param {[number, number]} at
 * @param {string | undefined} arg  what the tile data writes after the symbol's name
 */
function symbol(name, [x, y], arg) {
  const draw = symbolDrawing(name);
  if (draw) return draw([x, y], arg);
  return s(
    'g',
    { class: `symbol ${name}` },
    s('circle', { cx: x, cy: y, r: 8, fill: '#fffdf8', stroke: '#555', 'stroke-width': 1 }),
    s('text', { x, y: y + 3.5, 'text-anchor': 'middle', class: 'symbol-initial' }, name.slice(0, 1).toUpperCase()),
  );
}

/**
 * A decoration without a rule, as the tile data names it: a small grey tank on a post (the
 * picture of the one decoration the tile data has).
 * @param {string} name
 * @param {[number, number]} at
 */
function decoration(name, [x, y]) {
  return s(
    'g',
    { class: 'decor', 'data-decor': name },
    s('rect', { x: x - 3, y: y - 2, width: 6, height: 10, fill: '#8d8d8d' }),
    s('ellipse', { cx: x, cy: y - 4, rx: 6, ry: 4, fill: '#b0b0b0', stroke: '#555', 'stroke-width': 1 }),
  );
}

/**
 * Where the `index`-th symbol of a tile goes, in its canonical orientation: the open corner.
 * @param {'square' | 'triangle'} shape
 * @param {number} index
 * @returns {[number, number]}
 */
function symbolSpot(shape, index) {
  const [x, y] = shape === 'square' ? [78, 78] : [24, 26];
  return [x + index * 4, y + index * 4];
}

/**
 * Where each symbol of `tile` lies on the board when the tile lies at `at` as `rot` or
 * `corner`, by the symbol's name.
 * @param {TileShape} tile
 * @param {[number, number]} at
 * @param {number | undefined} rot
 * @param {string | undefined} corner
 * @returns {Record<string, [number, number]>}
 */
export function symbolPoints(tile, at, rot, corner) {
  const a = (turnDegrees(rot, corner) * Math.PI) / 180;
  const [cos, sin] = [Math.round(Math.cos(a)), Math.round(Math.sin(a))];
  /** @type {Record<string, [number, number]>} */
  const out = {};
  tile.symbols.forEach((name, i) => {
    const [x, y] = symbolSpot(tile.shape, i);
    const [dx, dy] = [x - 50, y - 50];
    out[name] = [at[0] * SIZE + 50 + dx * cos - dy * sin, at[1] * SIZE + 50 + dx * sin + dy * cos];
  });
  return out;
}

/**
 * Draws tile `tile` in its canonical orientation: a `<g>` in a 100 × 100 space.
 * @param {TileShape} tile
 * @returns {SVGElement}
 */
export function drawTile(tile) {
  const g = s('g', { class: `tile ${tile.shape}` });
  const clipId = `clip-${tile.shape}`;
  g.append(s('path', { d: outline(tile.shape), fill: COLOURS.field, stroke: COLOURS.fieldLine, 'stroke-width': 1 }));
  const c = centre(tile);
  const inner = s('g', { 'clip-path': `url(#${clipId})` });
  g.append(inner);
  inner.append(...tileArt(tile));

  // Roads: from each side's middle towards the centre; roads that end on the tile meet there.
  const roads = tile.segments.filter((seg) => seg.kind === 'road');
  const ends = roads.filter((r) => r.points.length === 1).length;
  for (const road of roads) {
    const [a, b] = road.points.map((p) => POINT_XY[p]);
    const d = b ? `M${pt(a)} Q${pt(c)} ${pt(b)}` : `M${pt(a)} L${pt(c)}`;
    inner.append(s('path', { d, fill: 'none', stroke: COLOURS.roadEdge, 'stroke-width': 11, 'stroke-linecap': 'butt' }));
    inner.append(s('path', { d, fill: 'none', stroke: COLOURS.road, 'stroke-width': 7, 'stroke-linecap': 'butt' }));
  }
  if (ends >= 2 || (ends === 1 && !tile.monastery && !tile.segments.some((x) => x.kind === 'city'))) {
    inner.append(s('circle', { cx: c[0], cy: c[1], r: 7, fill: '#6d5a44', stroke: '#3c3022', 'stroke-width': 1 }));
  }

  // Cities with their walls and coats of arms.
  for (const city of tile.segments.filter((seg) => seg.kind === 'city')) {
    const sides = new Set(city.points.filter((p) => p % 3 === 1).map(edgeOf));
    const { area, walls, anchor } = cityPaths(tile, sides);
    inner.append(s('path', { d: area, fill: COLOURS.city, class: 'city' }));
    if (walls) {
      inner.append(s('path', { d: walls, fill: 'none', stroke: COLOURS.wall, 'stroke-width': 3, class: 'wall' }));
    }
    for (let i = 0; i < city.arms; i++) {
      /** @type {[number, number]} */
      const at = [anchor[0] + i * 18 - (city.arms - 1) * 9, anchor[1]];
      inner.append(upright(shield(at), at));
    }
  }

  if (tile.monastery) inner.append(upright(monastery(c, tile.shape === 'square' ? 28 : 20), c));
  tile.symbols.forEach((name, i) => {
    const at = symbolSpot(tile.shape, i);
    const drawn = symbol(name, at, tile.symbol_args?.[name]);
    // A drawing that points somewhere (an arrow) turns with the tile; the others stay upright,
    // around the point they name (drawn elsewhere than the symbol's spot), else that spot.
    const anchor = drawn.getAttribute('data-anchor')?.split(',').map(Number);
    inner.append(drawn.hasAttribute('data-turns-with-tile') ? drawn : upright(drawn, anchor?.length === 2 ? [anchor[0], anchor[1]] : at));
  });
  tile.decor.forEach((name, i) => {
    /** @type {[number, number]} */
    const at = tile.shape === 'square' ? [22 + i * 10, 78] : [20 + i * 10, 24];
    inner.append(upright(decoration(name, at), at));
  });
  return g;
}

/**
 * The `<defs>` every board needs: the clip paths of the two shapes.
 * @returns {SVGElement}
 */
export function tileDefs() {
  return s(
    'defs',
    {},
    s('clipPath', { id: 'clip-square' }, s('path', { d: outline('square') })),
    s('clipPath', { id: 'clip-triangle' }, s('path', { d: outline('triangle') })),
  );
}

/**
 * The transform that turns a canonical tile to lie at `at` as `rot` (degrees) or `corner`.
 * @param {[number, number]} at
 * @param {number | undefined} rot
 * @param {string | undefined} corner
 */
export function placeTransform(at, rot, corner) {
  return `translate(${at[0] * SIZE},${at[1] * SIZE}) rotate(${turnDegrees(rot, corner)},50,50)`;
}

/**
 * The outline of a tile lying at `at` (a triangle on `corner`), or of the whole space when
 * `corner` is undefined, with the attributes `attrs`.
 * @param {[number, number]} at
 * @param {string | undefined} corner
 * @param {Record<string, string | number | undefined>} [attrs]
 */
export function placeOutline(at, corner, attrs = {}) {
  return s('path', { d: outline(corner ? 'triangle' : 'square'), transform: placeTransform(at, corner ? undefined : 0, corner), ...attrs });
}

/**
 * How far a tile lying as `rot` (degrees) or `corner` is turned from its canonical orientation.
 * @param {number | undefined} rot
 * @param {string | undefined} corner
 */
export function turnDegrees(rot, corner) {
  return rot !== undefined ? rot : Math.max(0, CORNERS.indexOf(corner ?? 'NW')) * 90;
}

/** The sides in clockwise order from north, as border points count them (3 a side). */
const SIDE_LETTERS = ['N', 'E', 'S', 'W'];

/** The half-sides: their side and their place on it (0 the clockwise-first, 2 the last). */
const HALF_POINTS = /** @type {Record<string, [number, number]>} */ ({
  'N.w': [0, 0], 'N.e': [0, 2], 'E.n': [1, 0], 'E.s': [1, 2],
  'S.e': [2, 0], 'S.w': [2, 2], 'W.s': [3, 0], 'W.n': [3, 2],
});

/**
 * The border point of `tile` in its canonical orientation (0–14, see the top of this file)
 * that the board location `location` names on the tile lying as `rot` or `corner`; `null` for
 * `C` (a monastery, or a feature touching no side).
 * @param {TileShape} tile
 * @param {string} location
 * @param {number | undefined} rot
 * @param {string | undefined} corner
 * @returns {number | null}
 */
function canonicalPoint(tile, location, rot, corner) {
  if (location === 'C') return null;
  if (location === 'D') return 13;
  if (location.startsWith('D.')) {
    // The long side's halves are named by the corner they reach on the board: the
    // clockwise-first one reaches the corner after the triangle's own.
    const first = CORNERS[(Math.max(0, CORNERS.indexOf(corner ?? 'NW')) + 1) % 4];
    return location.slice(2).toUpperCase() === first ? 12 : 14;
  }
  const [side, place] = HALF_POINTS[location] ?? [SIDE_LETTERS.indexOf(location), 1];
  if (side < 0) return null;
  const quarters = turnDegrees(rot, corner) / 90;
  const point = ((side - quarters + 4) % 4) * 3 + place;
  return tile.shape === 'triangle' && point >= 3 && point < 9 ? null : point;
}

/**
 * The kind of the feature (`city`, `road`, `field`, `monastery`) at the board location
 * `location` of `tile` lying as `rot` or `corner`, if the tile has one there.
 * @param {TileShape} tile
 * @param {string} location
 * @param {number | undefined} rot
 * @param {string | undefined} corner
 * @returns {string | undefined}
 */
export function featureAt(tile, location, rot, corner) {
  const point = canonicalPoint(tile, location, rot, corner);
  const segment =
    point === null
      ? tile.segments.find((seg) => seg.kind === 'monastery') ?? tile.segments.find((seg) => seg.points.length === 0)
      : tile.segments.find((seg) => seg.points.includes(point));
  return segment?.kind;
}

/**
 * A small standalone picture of a tile (hands, draft, tiles left).
 * @param {TileShape} tile
 * @param {number} px
 * @returns {SVGElement}
 */
export function tileIcon(tile, px = 48) {
  return s(
    'svg',
    { viewBox: '-4 -4 108 108', width: px, height: px, class: 'tile-icon', role: 'img', 'aria-label': t('tile.icon', { tile: tile.id }) },
    tileDefs(),
    drawTile(tile),
  );
}

/**
 * Where a follower on `location` stands, in board orientation within its space.
 * @param {string} location  N E S W D C, a half such as N.w, or D.ne
 * @param {string | undefined} corner  the triangle's corner, if on a triangle
 * @returns {[number, number]}
 */
export function followerPoint(location, corner) {
  /** @type {[number, number][]} */
  const centroids = [[33, 33], [67, 33], [67, 67], [33, 67]];
  /** @type {[number, number]} */
  const c = corner ? centroids[CORNERS.indexOf(corner)] : [50, 50];
  if (location === 'C') return c;
  /** @type {Record<string, [number, number]>} */
  const points = {
    N: [50, 0], E: [100, 50], S: [50, 100], W: [0, 50],
    'N.w': [25, 0], 'N.e': [75, 0], 'E.n': [100, 25], 'E.s': [100, 75],
    'S.e': [75, 100], 'S.w': [25, 100], 'W.s': [0, 75], 'W.n': [0, 25],
    D: [50, 50], 'D.ne': [75, 25], 'D.sw': [25, 75], 'D.nw': [25, 25], 'D.se': [75, 75],
  };
  const p = points[location] ?? c;
  const dx = c[0] - p[0];
  const dy = c[1] - p[1];
  const len = Math.hypot(dx, dy) || 1;
  const step = location.startsWith('D') ? Math.min(12, len) : Math.min(22, len * 0.5);
  return [p[0] + (dx / len) * step, p[1] + (dy / len) * step];
}

/**
 * A follower (a little person) in a player's colour; with the player's seat, its head is the
 * seat's mark (a circle, a square, a triangle…), so that followers differ by more than colour.
 * @param {[number, number]} at
 * @param {string} colour
 * @param {number} [scale]
 * @param {number} [seat]
 */
export function follower([x, y], colour, scale = 1, seat) {
  const k = scale;
  /** @param {number} dx @param {number} dy */
  const p = (dx, dy) => `${(x + dx * k).toFixed(1)},${(y + dy * k).toFixed(1)}`;
  return s(
    'g',
    { class: 'follower', fill: colour, stroke: '#111', 'stroke-width': 1.2, 'stroke-linejoin': 'round' },
    s('path', {
      d: `M${p(-7, 9)} L${p(-3, 0)} L${p(-8, 1)} L${p(-8, -3)} L${p(8, -3)} L${p(8, 1)} L${p(3, 0)} L${p(7, 9)} L${p(1.5, 9)} L${p(0, 5)} L${p(-1.5, 9)} Z`,
    }),
    seat === undefined ? s('circle', { cx: x, cy: y - 7 * k, r: 4 * k }) : s('path', { d: markPath(seat, x, y - 7.5 * k, 4.6 * k) }),
  );
}

/** The corner each half-side reaches, in a space: `N.w` ends at the NW corner. */
const HALF_CORNERS = /** @type {Record<string, [number, number]>} */ ({
  'N.w': [0, 0], 'N.e': [100, 0], 'E.n': [100, 0], 'E.s': [100, 100],
  'S.e': [100, 100], 'S.w': [0, 100], 'W.s': [0, 100], 'W.n': [0, 0],
});

/**
 * Where an expansion's figure on `location` stands: beside a follower's spot on the same
 * location — towards the corner its half-side reaches, else towards the middle — so that
 * both can be seen and clicked.
 * @param {string} location
 * @param {string | undefined} corner
 * @returns {[number, number]}
 */
export function figurePoint(location, corner) {
  /** @type {[number, number][]} */
  const centroids = [[33, 33], [67, 33], [67, 67], [33, 67]];
  const [x, y] = followerPoint(location, corner);
  const to = HALF_CORNERS[location] ?? (corner ? centroids[CORNERS.indexOf(corner)] : [50, 50]);
  const dx = to[0] - x;
  const dy = to[1] - y;
  const len = Math.hypot(dx, dy);
  // At the middle: aside, towards a corner, clear of the spots on the sides and their halves.
  if (len < 1) return [x + 13, y + 13];
  const step = Math.min(18, len * 0.8);
  return [x + (dx / len) * step, y + (dy / len) * step];
}

/**
 * An expansion's figure drawn generically: a token in its owner's colour (a neutral figure's is
 * grey) with the figure's initial, and a badge with its value (a count, a height…) if it has one.
 * @param {[number, number]} at
 * @param {string} colour
 * @param {string} initial
 * @param {number | undefined} value
 */
export function figureToken([x, y], colour, initial, value) {
  const g = s(
    'g',
    { class: 'figure-drawing' },
    s('circle', { cx: x, cy: y, r: 8, fill: colour, stroke: '#111', 'stroke-width': 1.2 }),
    s('text', { x, y: y + 3.5, 'text-anchor': 'middle', class: 'figure-initial' }, initial),
  );
  if (value !== undefined) {
    g.append(
      s('circle', { cx: x + 8, cy: y - 8, r: 6, fill: '#fbfbf5', stroke: '#555', 'stroke-width': 1 }),
      s('text', { x: x + 8, y: y - 5, 'text-anchor': 'middle', class: 'figure-value' }, String(value)),
    );
  }
  return g;
}
