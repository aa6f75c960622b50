// The board: tiles, followers and expansions' figures of a view drawn in SVG, with pan (drag),
// zoom (wheel, buttons) and an overlay for what the player may do — highlighted spaces, the
// tile being placed, follower and figure spots, the targets of a decision. It draws; the game
// page decides what to show.

import { s } from './dom.js';
import { SIZE, drawTile, figurePoint, figureToken, follower, followerPoint, keepUpright, outline, placeOutline, placeTransform, symbolPoints, tileDefs, turnDegrees } from './tiles.js';
import { SEAT_COLOURS } from './api.js';
import { aimOf, boardMarks, figureDrawing } from './expansions/index.js';
import { t, tOr } from './messages.js';

/** @typedef {import('./api.js').TileShape} TileShape */
/** @typedef {import('./api.js').PlayerView} PlayerView */
/** @typedef {import('./api.js').FigureView} FigureView */
/** @typedef {import('./api.js').TileView} TileView */

/** The colour of a figure that belongs to nobody. */
const NEUTRAL = '#c9c3b6';

/**
 * A figure's name for people: the catalogue's, else the engine's.
 * @param {string} figure
 */
export const figureName = (figure) => tOr(`figure.${figure}`, figure);

/**
 * A spot the player may click, in board coordinates of a space: for a follower, or for an
 * expansion's figure (`figure`) or move (`module` and `action`), drawn differently and a little
 * apart. An expansion's move may aim at another tile than the one being placed (`aimed`): that
 * tile is outlined too. `mark` replaces the figure's initial, `title` the words on hovering.
 * @typedef {{
 *   at: [number, number], corner?: string, location: string, figure?: string, module?: string,
 *   action?: string, chosen?: boolean, aimed?: boolean, mark?: string, title?: string,
 *   onPick: () => void
 * }} Spot
 */

/** How far apart the middles of two spots stay, so that neither covers the other. */
const SPOT_GAP = 20;

/**
 * Moves apart the board points that fall on one another (several choices aiming at one place)
 * side by side, then pushes apart any two closer than `SPOT_GAP` (spots of neighbouring
 * features), a little at a time, so that each stays near its place.
 * @param {[number, number][]} points
 * @returns {[number, number][]}
 */
function spreadApart(points) {
  /** @type {Map<string, number[]>} */
  const same = new Map();
  points.forEach(([x, y], i) => {
    const key = `${Math.round(x)},${Math.round(y)}`;
    same.set(key, [...(same.get(key) ?? []), i]);
  });
  const out = points.map(([x, y]) => /** @type {[number, number]} */ ([x, y]));
  for (const group of same.values()) {
    group.forEach((i, k) => {
      out[i][0] += (k - (group.length - 1) / 2) * SPOT_GAP;
    });
  }
  for (let round = 0; round < 12; round++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const [dx, dy] = [out[j][0] - out[i][0], out[j][1] - out[i][1]];
        const d = Math.hypot(dx, dy);
        if (d >= SPOT_GAP - 0.5) continue;
        // Half the missing distance each, along the line between them (sideways if level).
        const [ux, uy] = d > 0.01 ? [dx / d, dy / d] : [1, 0];
        const push = (SPOT_GAP - d) / 2;
        out[i][0] -= ux * push;
        out[i][1] -= uy * push;
        out[j][0] += ux * push;
        out[j][1] += uy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out;
}

/**
 * The style giving a spot or an outline an expansion's colour, if it names one.
 * @param {string | undefined} colour
 */
const spotStyle = (colour) => (colour ? `--spot:${colour}` : undefined);

/**
 * Where a target on a location of a space is drawn, in board coordinates.
 * @param {{at: [number, number], corner?: string, location: string}} target
 * @returns {[number, number]}
 */
function locationPoint(target) {
  const [x, y] = followerPoint(target.location, target.corner);
  return [target.at[0] * SIZE + x, target.at[1] * SIZE + y];
}

export class Board {
  /**
   * @param {SVGSVGElement} svg
   * @param {Map<string, TileShape>} shapes
   */
  constructor(svg, shapes) {
    this.svg = svg;
    this.shapes = shapes;
    /** @type {{x: number, y: number, w: number, h: number}} */
    this.box = { x: -250, y: -250, w: 600, h: 600 };
    this.fitted = false;
    /** Whether the player panned or zoomed since the last fit (then the board stays put). */
    this.moved = false;
    this.tilesLayer = s('g', { class: 'tiles' });
    this.marksLayer = s('g', { class: 'marks' });
    this.followersLayer = s('g', { class: 'followers' });
    this.overlay = s('g', { class: 'overlay' });
    svg.replaceChildren(tileDefs(), this.tilesLayer, this.marksLayer, this.followersLayer, this.overlay);
    /** @type {Map<string, SVGElement>} drawn tile pictures by id, cloned for each use */
    this.pictures = new Map();
    /** @type {(seat: number) => string} a seat's name, for the figures' titles */
    this.seatName = (seat) => t('game.seat', { n: seat + 1 });
    this.installPanZoom();
    this.apply();
  }

  /**
   * The picture of tile `id` turned by `degrees` (its churches and symbols kept upright).
   * @param {string} id
   * @param {number} degrees
   */
  picture(id, degrees) {
    let pic = this.pictures.get(id);
    if (!pic) {
      const shape = this.shapes.get(id);
      if (!shape) throw new Error(`unknown tile ${id}`);
      pic = drawTile(shape);
      this.pictures.set(id, pic);
    }
    const copy = /** @type {SVGElement} */ (pic.cloneNode(true));
    keepUpright(copy, degrees);
    return copy;
  }

  /**
   * Draws the tiles, followers and expansions' figures of `view`; the last tile placed is
   * outlined.
   * @param {PlayerView} view
   */
  render(view) {
    const tiles = view.tiles.map((tile, i) => {
      const g = s('g', { transform: placeTransform(tile.at, tile.rot, tile.corner), 'data-tile': tile.tile, 'data-at': tile.at.join(',') });
      g.append(this.picture(tile.tile, turnDegrees(tile.rot, tile.corner)));
      if (i === view.tiles.length - 1 && i > 0) {
        const shape = this.shapes.get(tile.tile)?.shape ?? 'square';
        g.append(s('path', { d: outline(shape), class: 'last-move', fill: 'none' }));
      }
      return g;
    });
    this.tilesLayer.replaceChildren(...tiles);
    this.marksLayer.replaceChildren(...boardMarks(view));
    this.followersLayer.replaceChildren(
      ...view.followers.map((f) => {
        const [x, y] = followerPoint(f.location, f.corner);
        return follower([f.at[0] * SIZE + x, f.at[1] * SIZE + y], SEAT_COLOURS[f.player] ?? '#888');
      }),
      ...(view.figures ?? []).map((f) => this.figure(f, view.tiles)),
    );
    if (!this.fitted || (!this.moved && !this.shows(view))) {
      this.fit(view);
      this.fitted = true;
    }
  }

  /**
   * An expansion's figure: its expansion's drawing, else a generic token; beside a follower's
   * spot when it stands on a feature, else in the middle of its tile.
   * @param {FigureView} f
   * @param {TileView[]} tiles  the tiles on the board
   */
  figure(f, tiles) {
    const [x, y] = f.location ? figurePoint(f.location, f.corner) : followerPoint('C', f.corner);
    const at = /** @type {[number, number]} */ ([f.at[0] * SIZE + x, f.at[1] * SIZE + y]);
    const colour = f.player === undefined ? NEUTRAL : SEAT_COLOURS[f.player] ?? NEUTRAL;
    const name = figureName(f.figure);
    const draw = figureDrawing(f.module, f.figure);
    const under = tiles.find((tile) => tile.at[0] === f.at[0] && tile.at[1] === f.at[1] && tile.corner === f.corner);
    const shape = under && this.shapes.get(under.tile);
    const symbols = under && shape ? symbolPoints(shape, under.at, under.rot, under.corner) : {};
    const g = s(
      'g',
      {
        class: `figure ${f.figure}`,
        'data-module': f.module,
        'data-figure': f.figure,
        'data-player': f.player,
        'data-value': f.value,
      },
      draw ? draw(at, colour, f, symbols) : figureToken(at, colour, name.slice(0, 1).toUpperCase(), f.value),
    );
    const who = f.player === undefined ? t('figure.neutral', { figure: name }) : t('figure.of', { figure: name, who: this.seatName(f.player) });
    g.append(s('title', {}, f.value === undefined ? who : t('figure.value', { figure: who, value: f.value })));
    return g;
  }

  /**
   * Whether every tile of `view` and the spaces around it are in sight.
   * @param {PlayerView} view
   */
  shows(view) {
    const { x, y, w, h } = this.box;
    return view.tiles.every(
      (tile) => (tile.at[0] - 1) * SIZE >= x && (tile.at[0] + 2) * SIZE <= x + w && (tile.at[1] - 1) * SIZE >= y && (tile.at[1] + 2) * SIZE <= y + h,
    );
  }

  /**
   * Fits the view box around the tiles of `view` (and a margin of one space).
   * @param {PlayerView} view
   */
  fit(view) {
    this.moved = false;
    const xs = view.tiles.map((tile) => tile.at[0]);
    const ys = view.tiles.map((tile) => tile.at[1]);
    const x0 = Math.min(...xs, 0) - 1.5;
    const x1 = Math.max(...xs, 0) + 2.5;
    const y0 = Math.min(...ys, 0) - 1.5;
    const y1 = Math.max(...ys, 0) + 2.5;
    let w = (x1 - x0) * SIZE;
    let h = (y1 - y0) * SIZE;
    // Match the element's shape, so that the whole board shows.
    const aspect = this.svg.clientWidth > 0 ? this.svg.clientHeight / this.svg.clientWidth : 1;
    if (h / w < aspect) h = w * aspect;
    else w = h / aspect;
    const cx = ((x0 + x1) / 2) * SIZE;
    const cy = ((y0 + y1) / 2) * SIZE;
    this.box = { x: cx - w / 2, y: cy - h / 2, w, h };
    this.apply();
  }

  /** Removes every highlight. */
  clearOverlay() {
    this.overlay.replaceChildren();
  }

  /**
   * Highlights the spaces where the tile fits; for a triangle, a small corner mark shows each
   * half it may take. A click gives the space and where in it (0..1 each way), so that the
   * half nearest the click can be chosen.
   * @param {{at: [number, number], corner?: string}[]} targets
   * @param {(at: [number, number], where: [number, number]) => void} onPick
   * @param {[number, number] | null} selected
   */
  showTargets(targets, onPick, selected) {
    /** @type {Map<string, {at: [number, number], corners: string[]}>} */
    const spaces = new Map();
    for (const target of targets) {
      const key = target.at.join(',');
      const space = spaces.get(key) ?? { at: target.at, corners: [] };
      if (target.corner && !space.corners.includes(target.corner)) space.corners.push(target.corner);
      spaces.set(key, space);
    }
    for (const { at, corners } of spaces.values()) {
      const isSelected = selected !== null && selected[0] === at[0] && selected[1] === at[1];
      const el = s('path', {
        d: outline('square'),
        transform: placeTransform(at, 0, undefined),
        class: `target${isSelected ? ' selected' : ''}${corners.length ? ' half' : ''}`,
        'data-at': at.join(','),
      });
      el.addEventListener('click', (e) => {
        const [x, y] = this.boardPoint(e.clientX, e.clientY);
        onPick(at, [x / SIZE - at[0], y / SIZE - at[1]]);
      });
      this.overlay.append(el);
      for (const corner of corners) {
        this.overlay.append(
          s('path', {
            d: 'M4,4 L34,4 L4,34 Z',
            transform: placeTransform(at, undefined, corner),
            class: 'half-mark',
          }),
        );
      }
    }
  }

  /**
   * The board point under the screen point `(cx, cy)`.
   * @param {number} cx
   * @param {number} cy
   * @returns {[number, number]}
   */
  boardPoint(cx, cy) {
    const m = this.svg.getScreenCTM();
    if (!m) return [0, 0];
    const p = new DOMPoint(cx, cy).matrixTransform(m.inverse());
    return [p.x, p.y];
  }

  /**
   * Shows tile `id` lying at `at` as `rot` or `corner`, not yet placed.
   * @param {string} id
   * @param {[number, number]} at
   * @param {number | undefined} rot
   * @param {string | undefined} corner
   * @param {() => void} onClick
   */
  showPreview(id, at, rot, corner, onClick) {
    const g = s('g', { transform: placeTransform(at, rot, corner), class: 'preview' });
    g.append(this.picture(id, turnDegrees(rot, corner)));
    const shape = this.shapes.get(id)?.shape ?? 'square';
    g.append(s('path', { d: outline(shape), class: 'preview-outline', fill: 'none' }));
    g.addEventListener('click', onClick);
    this.overlay.append(g);
  }

  /**
   * Clickable spots: a round one per follower location, a diamond with the figure's initial per
   * location of an expansion's figure; the tiles that spots aim at outlined.
   * @param {Spot[]} spots
   */
  showSpots(spots) {
    const points = spreadApart(
      spots.map((spot) => {
        const onFeature = !(spot.figure || spot.action) || (spot.aimed && aimOf(spot.module, spot.action).on === 'feature');
        const [x, y] = onFeature ? followerPoint(spot.location, spot.corner) : figurePoint(spot.location, spot.corner);
        return [spot.at[0] * SIZE + x, spot.at[1] * SIZE + y];
      }),
    );
    const outlined = new Set();
    for (const spot of spots.filter((x) => x.aimed)) {
      const key = `${spot.at.join(',')} ${spot.corner ?? ''}`;
      if (outlined.has(key)) continue;
      outlined.add(key);
      this.overlay.append(placeOutline(spot.at, spot.corner, { class: 'aimed', 'data-at': spot.at.join(','), style: spotStyle(aimOf(spot.module, spot.action).colour) }));
    }
    spots.forEach((spot, i) => {
      const [cx, cy] = points[i];
      const diamond = spot.figure ?? spot.action;
      const g = s('g', {
        class: `spot${diamond ? ` figure ${diamond}` : ''}${spot.aimed ? ' aimed' : ''}${spot.chosen ? ' chosen' : ''}`,
        'data-location': spot.location,
        'data-figure': spot.figure,
        'data-module': spot.module,
        'data-action': spot.action,
        'data-at': spot.aimed ? spot.at.join(',') : undefined,
        style: spot.aimed ? spotStyle(aimOf(spot.module, spot.action).colour) : undefined,
      });
      if (diamond) {
        g.append(s('rect', { x: cx - 7, y: cy - 7, width: 14, height: 14, rx: 2.5, transform: `rotate(45,${cx},${cy})` }));
        const name = figureName(diamond);
        g.append(s('text', { x: cx, y: cy + 3.5, 'text-anchor': 'middle' }, spot.mark ?? name.slice(0, 1).toUpperCase()));
        g.append(s('title', {}, spot.title ?? t('place.on', { who: name, location: spot.location })));
      } else {
        g.append(s('circle', { cx, cy, r: 9 }));
        g.append(s('text', { x: cx, y: cy + 3.5, 'text-anchor': 'middle' }, spot.location));
      }
      g.addEventListener('click', (e) => {
        e.stopPropagation();
        spot.onPick();
      });
      this.overlay.append(g);
    });
  }

  /**
   * The board places a decision's choices aim at, clickable: a spot on a location, else the
   * whole tile (or space) outlined — as the expansion whose decision it is wants its action's
   * targets shown (`module`).
   * @param {{at: [number, number], corner?: string, location?: string, label: string, module?: string, action?: string, onPick: () => void}[]} targets
   */
  showChoices(targets) {
    /** @param {(typeof targets)[number]} target */
    const whole = (target) => !target.location || aimOf(target.module, target.action).on === 'place';
    const located = targets.flatMap((target) => (whole(target) ? [] : [{ ...target, location: target.location ?? 'C' }]));
    const points = spreadApart(located.map(locationPoint));
    let next = 0;
    for (const target of targets) {
      const style = spotStyle(aimOf(target.module, target.action).colour);
      /** @type {SVGElement} */
      let el;
      if (!whole(target)) {
        const [cx, cy] = points[next++];
        el = s('g', { class: 'spot decision-target', 'data-location': target.location, style }, s('circle', { cx, cy, r: 11 }));
      } else {
        el = placeOutline(target.at, target.corner, { class: 'target decision-target', style });
      }
      el.setAttribute('data-at', target.at.join(','));
      if (target.action) el.setAttribute('data-action', target.action);
      el.append(s('title', {}, target.label));
      el.addEventListener('click', (e) => {
        e.stopPropagation();
        target.onPick();
      });
      this.overlay.append(el);
    }
  }

  /**
   * Pans (and if need be zooms out) so that the board points `points` lie within the screen
   * rectangle `free` (part of the board's element, the rest being covered), unless they do.
   * @param {[number, number][]} points
   * @param {DOMRect} free
   */
  reveal(points, free) {
    if (points.length === 0 || free.width <= 0 || free.height <= 0) return;
    const m = this.svg.getScreenCTM();
    if (!m) return;
    const screen = points.map(([x, y]) => new DOMPoint(x, y).matrixTransform(m));
    const margin = 40;
    const inside = screen.every(
      (p) => p.x >= free.left + margin && p.x <= free.right - margin && p.y >= free.top + margin && p.y <= free.bottom - margin,
    );
    if (inside) return;
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs) - SIZE / 2, Math.max(...xs) + SIZE / 2, Math.min(...ys) - SIZE / 2, Math.max(...ys) + SIZE / 2];
    // Board units per screen pixel now, and what the points need within the free part.
    const rect = this.svg.getBoundingClientRect();
    const scale = Math.max(this.box.w / rect.width, (x1 - x0) / free.width, (y1 - y0) / free.height);
    const w = rect.width * scale;
    const h = rect.height * scale;
    // The middle of the points goes to the middle of the free part.
    const fx = (free.left + free.width / 2 - rect.left) * scale;
    const fy = (free.top + free.height / 2 - rect.top) * scale;
    this.box = { x: (x0 + x1) / 2 - fx, y: (y0 + y1) / 2 - fy, w, h };
    this.moved = true;
    this.apply();
  }

  /**
   * Zooms by `factor` around the board point `(cx, cy)` (the centre by default).
   * @param {number} factor
   * @param {number} [cx]
   * @param {number} [cy]
   */
  zoom(factor, cx = this.box.x + this.box.w / 2, cy = this.box.y + this.box.h / 2) {
    const w = Math.min(Math.max(this.box.w * factor, 150), 8000);
    const k = w / this.box.w;
    this.box = {
      x: cx - (cx - this.box.x) * k,
      y: cy - (cy - this.box.y) * k,
      w,
      h: this.box.h * k,
    };
    this.apply();
  }

  apply() {
    const { x, y, w, h } = this.box;
    this.svg.setAttribute('viewBox', `${x} ${y} ${w} ${h}`);
  }

  /** Drag to pan (a drag is not a click), wheel to zoom. */
  installPanZoom() {
    const svg = this.svg;
    /** @type {{x: number, y: number, box: {x: number, y: number, w: number, h: number}, moved: boolean} | null} */
    let drag = null;
    let suppressClick = false;
    svg.addEventListener('pointerdown', (e) => {
      drag = { x: e.clientX, y: e.clientY, box: { ...this.box }, moved: false };
    });
    svg.addEventListener('pointermove', (e) => {
      if (!drag) return;
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < 5) return;
      if (!drag.moved) svg.setPointerCapture(e.pointerId);
      drag.moved = true;
      this.moved = true;
      const scale = this.box.w / svg.clientWidth;
      this.box = { ...drag.box, x: drag.box.x - dx * scale, y: drag.box.y - dy * scale };
      this.apply();
    });
    const end = () => {
      suppressClick = drag?.moved ?? false;
      drag = null;
    };
    svg.addEventListener('pointerup', end);
    svg.addEventListener('pointercancel', end);
    svg.addEventListener(
      'click',
      (e) => {
        if (suppressClick) {
          e.stopPropagation();
          suppressClick = false;
        }
      },
      true,
    );
    svg.addEventListener(
      'wheel',
      (e) => {
        e.preventDefault();
        const rect = svg.getBoundingClientRect();
        const scale = this.box.w / rect.width;
        const cx = this.box.x + (e.clientX - rect.left) * scale;
        const cy = this.box.y + (e.clientY - rect.top) * scale;
        this.zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, cx, cy);
        this.moved = true;
      },
      { passive: false },
    );
  }
}

