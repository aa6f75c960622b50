// The board: tiles, followers and expansions' figures of a view drawn in SVG, with pan and zoom
// (panzoom.js; the board follows the game unless the player moved it in the last seconds), the
// players' last moves marked, places a log line names highlighted, and an overlay for what the
// player may do — highlighted spaces, the tile being placed, follower and figure spots, the
// targets of a decision — which the keyboard reaches too: each is a button in reading order,
// the arrows move between them. It draws; the game page decides what to show.

import { s } from './dom.js';
import { SIZE, figurePoint, follower, followerPoint, outline, placeOutline, placeTransform, tileDefs, turnDegrees } from './tiles.js';
import { seatColour, seatMark } from './palette.js';
import { aimOf } from './expansions/index.js';
import { t } from './messages.js';
import { TilePictures, boardLayers, figureName } from './picture.js';
import { installPanZoom } from './panzoom.js';
import { spreadApart } from './spots.js';

/** @typedef {import('./api.js').TileShape} TileShape */
/** @typedef {import('./api.js').PlayerView} PlayerView */

/** How long the board stays where the player moved it before it follows the game again. */
const FOLLOW_PAUSE_MS = 5000;

/**
 * How many screen pixels a space takes at least once chosen, so that its spots can be hit: by a
 * finger, or by a mouse.
 */
const CHOSEN_SPACE_PX = { touch: 170, mouse: 120 };

export { figureName };

/**
 * A spot the player may click, in board coordinates of a space: for a follower (drawn as a
 * follower of the player's seat `seat`), or for an expansion's figure (`figure`) or move
 * (`module` and `action`, with its argument `arg`), drawn as a diamond a little apart. An expansion's move may aim at
 * another tile than the one being placed (`aimed`): that tile is outlined too. `mark` replaces
 * the figure's initial; `title` names it in words (on hovering, and for screen readers).
 * Enter on a chosen spot confirms (`onConfirm`).
 * @typedef {{
 *   at: [number, number], corner?: string, location: string, figure?: string, module?: string,
 *   action?: string, arg?: string, chosen?: boolean, aimed?: boolean, mark?: string, title?: string,
 *   seat?: number, onPick: () => void, onConfirm?: () => void
 * }} Spot
 */

/**
 * A place on the board to mark: a tile (or triangle), and a location on it if any.
 * @typedef {{at: [number, number], corner?: string, location?: string}} Place
 */

/**
 * A seat's last move: the tile it laid, the follower it placed with it, the places it scored.
 * @typedef {{seat: number, tile?: Place, follower?: Place, scored: Place[]}} LastMove
 */

/**
 * Makes `el` a button for the keyboard and screen readers: focusable in document order, named
 * `label`, Enter or Space running `onKey` with the key.
 * @param {SVGElement} el
 * @param {string} key  what names it across redrawings (focus stays on it)
 * @param {string} label
 * @param {(key: string) => void} onKey
 */
function focusable(el, key, label, onKey) {
  el.setAttribute('tabindex', '0');
  el.setAttribute('role', 'button');
  el.setAttribute('aria-label', label);
  el.setAttribute('data-key', key);
  el.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    e.stopPropagation();
    onKey(e.key);
  });
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
    /** Whether the board fits itself around every tile (until the player or the page moves it). */
    this.fitting = true;
    /** When the player last panned or zoomed (ms since the epoch; 0: never). */
    this.touchedAt = 0;
    /** The newest tile followed, so that each is followed once. */
    this.followed = '';
    /** @type {{box: {x: number, y: number, w: number, h: number}, fitting: boolean, touchedAt: number} | null} where the board was before a close-up */
    this.beforeCloseUp = null;
    this.tilesLayer = s('g', { class: 'tiles' });
    this.marksLayer = s('g', { class: 'marks' });
    this.lastLayer = s('g', { class: 'last-moves' });
    this.followersLayer = s('g', { class: 'followers' });
    this.highlightLayer = s('g', { class: 'highlights' });
    this.overlay = s('g', { class: 'overlay' });
    svg.replaceChildren(tileDefs(), this.tilesLayer, this.marksLayer, this.lastLayer, this.followersLayer, this.highlightLayer, this.overlay);
    this.pictures = new TilePictures(shapes);
    /** @type {(seat: number) => string} a seat's name, for the figures' titles */
    this.seatName = (seat) => t('game.seat', { n: seat + 1 });
    /** @type {string | null} the key of the overlay's element that had the focus before a redrawing */
    this.focusKey = null;
    installPanZoom(this);
    svg.addEventListener('keydown', (e) => this.arrow(e));
    this.apply();
  }

  /** The player moved the board: it stays where it is for a while. */
  touched() {
    this.touchedAt = Date.now();
    this.fitting = false;
  }

  /** Whether the player moved the board in the last seconds. */
  recentlyTouched() {
    return Date.now() - this.touchedAt < FOLLOW_PAUSE_MS;
  }

  /**
   * Draws the tiles, followers and expansions' figures of `view` (picture.js); a triangle is
   * outlined, so that two in one space read as two tiles. The board fits itself around the tiles until the
   * player moves it; then it follows each new tile, unless the player moved it in the last
   * seconds.
   * @param {PlayerView} view
   */
  render(view) {
    const { tiles, marks, figures } = boardLayers(view, this.pictures, this.seatName);
    this.tilesLayer.replaceChildren(...tiles);
    this.marksLayer.replaceChildren(...marks);
    this.followersLayer.replaceChildren(...figures);
    const newest = view.tiles[view.tiles.length - 1];
    const key = newest ? `${view.tiles.length} ${newest.at.join(',')} ${newest.corner ?? ''}` : '';
    // A tile was laid: the close-up of the space chosen for it is over.
    if (key !== this.followed) this.endCloseUp();
    if (!this.fitted || (this.fitting && !this.shows(view))) {
      this.fit(view);
      this.fitted = true;
    } else if (newest && key !== this.followed && !this.recentlyTouched()) {
      this.follow([newest.at[0] * SIZE + 50, newest.at[1] * SIZE + 50]);
    }
    this.followed = key;
  }

  /**
   * Pans so that the board point `p` (and the space around it) is in sight, if it is not.
   * @param {[number, number]} p
   */
  follow(p) {
    const { x, y, w, h } = this.box;
    const m = SIZE * 0.8;
    if (p[0] - m >= x && p[0] + m <= x + w && p[1] - m >= y && p[1] + m <= y + h) return;
    this.box = { x: p[0] - w / 2, y: p[1] - h / 2, w, h };
    this.apply();
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
   * Fits the view box around the tiles of `view` (and a margin of one space); the board fits
   * itself again as it grows, until it is moved.
   * @param {PlayerView} view
   */
  fit(view) {
    this.fitting = true;
    this.touchedAt = 0;
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

  /**
   * Marks each seat's last move: the tile outlined in its colour with its mark in a corner, its
   * follower ringed.
   * @param {LastMove[]} moves
   */
  showLastMoves(moves) {
    this.lastLayer.replaceChildren(
      ...moves.flatMap((m) => {
        const colour = seatColour(m.seat);
        /** @type {SVGElement[]} */
        const out = [];
        if (m.tile) {
          out.push(placeOutline(m.tile.at, m.tile.corner, { class: 'last-move', stroke: colour, 'data-seat': m.seat, 'data-at': m.tile.at.join(','), fill: 'none' }));
          const [cx, cy] = followerPoint('C', m.tile.corner);
          const [bx, by] = [m.tile.at[0] * SIZE + (cx + 50) / 2 - 8, m.tile.at[1] * SIZE + (cy + 50) / 2 - 30];
          out.push(s('g', { class: 'last-move-badge', 'data-seat': m.seat }, s('circle', { cx: bx, cy: by, r: 9, fill: '#fff', stroke: '#111', 'stroke-width': 1 }), seatMark(m.seat, bx, by, 5.5)));
        }
        if (m.follower?.location) {
          const [fx, fy] = followerPoint(m.follower.location, m.follower.corner);
          out.push(s('circle', { cx: m.follower.at[0] * SIZE + fx, cy: m.follower.at[1] * SIZE + fy - 2, r: 14, class: 'last-follower', stroke: colour, fill: 'none', 'data-seat': m.seat }));
        }
        return out;
      }),
    );
  }

  /**
   * Highlights places on the board (a log line's, while it is hovered or focused): the tile or
   * space outlined, the location ringed. `flash`: briefly, pulsing (features just scored).
   * @param {Place[]} places
   * @param {boolean} [flash]
   */
  highlight(places, flash = false) {
    const marks = places.flatMap((p) => {
      const cls = flash ? 'flash' : 'highlight';
      /** @type {SVGElement[]} */
      const out = [placeOutline(p.at, p.corner, { class: cls, 'data-at': p.at.join(',') })];
      if (p.location) {
        const [x, y] = followerPoint(p.location, p.corner);
        out.push(s('circle', { cx: p.at[0] * SIZE + x, cy: p.at[1] * SIZE + y, r: 15, class: `${cls} ring` }));
      }
      return out;
    });
    if (!flash) {
      this.highlightLayer.querySelectorAll('.highlight').forEach((el) => el.remove());
      this.highlightLayer.append(...marks);
      return;
    }
    this.highlightLayer.append(...marks);
    setTimeout(() => marks.forEach((el) => el.remove()), 3200);
  }

  /** Removes every highlight; the element that had the focus gets it back once redrawn. */
  clearOverlay() {
    const active = document.activeElement;
    this.focusKey = active instanceof SVGElement && this.overlay.contains(active) ? active.getAttribute('data-key') : this.focusKey;
    this.overlay.replaceChildren();
  }

  /** Gives the focus back to the overlay's element that had it before the redrawing. */
  restoreFocus() {
    const key = this.focusKey;
    this.focusKey = null;
    if (!key) return;
    const el = [...this.overlay.querySelectorAll('[data-key]')].find((x) => x.getAttribute('data-key') === key);
    if (el instanceof SVGElement) el.focus({ preventScroll: true });
  }

  /**
   * The arrows move the focus from one of the overlay's buttons to the nearest one that way.
   * @param {KeyboardEvent} e
   */
  arrow(e) {
    const dirs = /** @type {Record<string, [number, number]>} */ ({ ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] });
    const dir = dirs[e.key];
    const from = document.activeElement;
    if (!dir || !(from instanceof SVGElement) || !this.overlay.contains(from)) return;
    e.preventDefault();
    /** @param {Element} el */
    const middle = (el) => {
      const r = el.getBoundingClientRect();
      return [r.x + r.width / 2, r.y + r.height / 2];
    };
    const [fx, fy] = middle(from);
    let best = null;
    let bestCost = Infinity;
    for (const el of this.overlay.querySelectorAll('[tabindex="0"]')) {
      if (el === from) continue;
      const [x, y] = middle(el);
      const along = (x - fx) * dir[0] + (y - fy) * dir[1];
      if (along <= 1) continue;
      const across = Math.abs((x - fx) * dir[1]) + Math.abs((y - fy) * dir[0]);
      const cost = along + 2 * across;
      if (cost < bestCost) [best, bestCost] = [el, cost];
    }
    if (best instanceof SVGElement) best.focus();
  }

  /**
   * Highlights the spaces where the tile fits, as buttons in reading order; for a triangle, a
   * small corner mark shows each half it may take. A click gives the space and where in it
   * (0..1 each way), so that the half nearest the click can be chosen; Enter or Space gives the
   * middle and `true`.
   * @param {{at: [number, number], corner?: string}[]} targets
   * @param {(at: [number, number], where: [number, number], byKey: boolean) => void} onPick
   * @param {[number, number] | null} selected
   * @param {(at: [number, number]) => string} label  the space in words
   */
  showTargets(targets, onPick, selected, label) {
    /** @type {Map<string, {at: [number, number], corners: string[]}>} */
    const spaces = new Map();
    for (const target of targets) {
      const key = target.at.join(',');
      const space = spaces.get(key) ?? { at: target.at, corners: [] };
      if (target.corner && !space.corners.includes(target.corner)) space.corners.push(target.corner);
      spaces.set(key, space);
    }
    const ordered = [...spaces.values()].sort((a, b) => a.at[1] - b.at[1] || a.at[0] - b.at[0]);
    for (const { at, corners } of ordered) {
      const isSelected = selected !== null && selected[0] === at[0] && selected[1] === at[1];
      const el = s('path', {
        d: outline('square'),
        transform: placeTransform(at, 0, undefined),
        class: `target${isSelected ? ' selected' : ''}${corners.length ? ' half' : ''}`,
        'data-at': at.join(','),
      });
      el.addEventListener('click', (e) => {
        const [x, y] = this.boardPoint(e.clientX, e.clientY);
        onPick(at, [x / SIZE - at[0], y / SIZE - at[1]], false);
      });
      focusable(el, `target ${at.join(',')}`, label(at), () => onPick(at, [0.5, 0.5], true));
      if (isSelected) el.setAttribute('aria-current', 'true');
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
    g.append(this.pictures.get(id, turnDegrees(rot, corner)));
    const shape = this.shapes.get(id)?.shape ?? 'square';
    g.append(s('path', { d: outline(shape), class: 'preview-outline', fill: 'none' }));
    g.addEventListener('click', onClick);
    this.overlay.append(g);
  }

  /**
   * Makes the space at `at` big enough on screen for its spots to be hit (zooming in around
   * it) and in sight within the screen rectangle `free`.
   * @param {[number, number]} at
   * @param {DOMRect} free
   */
  closeUp(at, free) {
    const rect = this.svg.getBoundingClientRect();
    if (rect.width <= 0) return;
    if (!this.beforeCloseUp) this.beforeCloseUp = { box: { ...this.box }, fitting: this.fitting, touchedAt: this.touchedAt };
    const px = (SIZE * rect.width) / this.box.w;
    const fingers = window.matchMedia('(pointer: coarse)').matches;
    const want = Math.min(fingers ? CHOSEN_SPACE_PX.touch : CHOSEN_SPACE_PX.mouse, free.width / 2.2, free.height / 2.2);
    if (px < want) {
      const [cx, cy] = [at[0] * SIZE + 50, at[1] * SIZE + 50];
      this.zoom(px / want, cx, cy);
      this.fitting = false;
    }
    const [x, y] = [at[0] * SIZE, at[1] * SIZE];
    this.reveal([[x, y], [x + SIZE, y], [x, y + SIZE], [x + SIZE, y + SIZE]], free, SIZE * 0.2);
  }

  /**
   * Goes back to where the board was before the close-up of a chosen space (the tile laid or
   * taken back), unless the player moved it since.
   */
  endCloseUp() {
    const before = this.beforeCloseUp;
    this.beforeCloseUp = null;
    if (!before || this.touchedAt !== before.touchedAt) return;
    this.box = before.box;
    this.fitting = before.fitting;
    this.apply();
  }

  /**
   * Clickable spots, each a button named in words: a follower of the player's colour and mark
   * (faint until chosen) per follower location, a diamond with the figure's initial per
   * location of an expansion's figure; the tiles that spots aim at outlined. The spots of a
   * tile stay inside it and apart.
   * @param {Spot[]} spots
   */
  showSpots(spots) {
    const points = spreadApart(
      spots.map((spot) => {
        const onFeature = !(spot.figure || spot.action) || (spot.aimed && aimOf(spot.module, spot.action).on === 'feature');
        const [x, y] = onFeature ? followerPoint(spot.location, spot.corner) : figurePoint(spot.location, spot.corner);
        return [spot.at[0] * SIZE + x, spot.at[1] * SIZE + y];
      }),
      spots.map((spot) => ({ at: spot.at, corner: spot.corner })),
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
        class: `spot${diamond ? ` figure ${diamond}` : ' follower-spot'}${spot.aimed ? ' aimed' : ''}${spot.chosen ? ' chosen' : ''}`,
        'data-location': spot.location,
        'data-figure': spot.figure,
        'data-module': spot.module,
        'data-action': spot.action,
        'data-arg': spot.arg,
        'data-at': spot.aimed ? spot.at.join(',') : undefined,
        'aria-pressed': spot.chosen ? 'true' : 'false',
        style: spot.aimed ? spotStyle(aimOf(spot.module, spot.action).colour) : undefined,
      });
      const name = diamond ? figureName(diamond) : '';
      const words = spot.title ?? name;
      if (diamond) {
        g.append(s('rect', { x: cx - 7, y: cy - 7, width: 14, height: 14, rx: 2.5, transform: `rotate(45,${cx},${cy})` }));
        g.append(s('text', { x: cx, y: cy + 3.5, 'text-anchor': 'middle' }, spot.mark ?? name.slice(0, 1).toUpperCase()));
      } else {
        g.append(s('circle', { cx, cy, r: 11.5, class: 'spot-ring' }));
        g.append(follower([cx, cy + 1.5], seatColour(spot.seat), 0.72, spot.seat));
      }
      g.append(s('title', {}, words));
      g.addEventListener('click', (e) => {
        e.stopPropagation();
        spot.onPick();
      });
      const key = `spot ${spot.at.join(',')} ${spot.corner ?? ''} ${spot.location} ${spot.figure ?? ''} ${spot.action ?? ''} ${spot.arg ?? ''}`;
      focusable(g, key, words, (k) => (k === 'Enter' && spot.chosen && spot.onConfirm ? spot.onConfirm() : spot.onPick()));
      this.overlay.append(g);
    });
  }

  /**
   * The board places a decision's choices aim at, clickable: a spot on a location, else the
   * whole tile (or space) outlined — as the expansion whose decision it is wants its action's
   * targets shown (`module`). Each is a button named by its choice's label.
   * @param {{at: [number, number], corner?: string, location?: string, label: string, module?: string, action?: string, onPick: () => void}[]} targets
   */
  showChoices(targets) {
    /** @param {(typeof targets)[number]} target */
    const whole = (target) => !target.location || aimOf(target.module, target.action).on === 'place';
    const located = targets.flatMap((target) => (whole(target) ? [] : [{ ...target, location: target.location ?? 'C' }]));
    const points = spreadApart(located.map(locationPoint));
    let next = 0;
    targets.forEach((target, i) => {
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
      focusable(el, `choice ${i} ${target.at.join(',')} ${target.location ?? ''}`, target.label, () => target.onPick());
      this.overlay.append(el);
    });
  }

  /**
   * Pans (and if need be zooms out) so that the board points `points` lie within the screen
   * rectangle `free` (part of the board's element, the rest being covered), unless they do;
   * `room`: the board units to keep around them.
   * @param {[number, number][]} points
   * @param {DOMRect} free
   * @param {number} [room]
   */
  reveal(points, free, room = SIZE / 2) {
    if (points.length === 0 || free.width <= 0 || free.height <= 0) return;
    const m = this.svg.getScreenCTM();
    if (!m) return;
    const screen = points.map(([x, y]) => new DOMPoint(x, y).matrixTransform(m));
    const rect = this.svg.getBoundingClientRect();
    const margin = Math.min(40, ((room * rect.width) / this.box.w) * 0.8);
    const inside = screen.every(
      (p) => p.x >= free.left + margin && p.x <= free.right - margin && p.y >= free.top + margin && p.y <= free.bottom - margin,
    );
    if (inside) return;
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs) - room, Math.max(...xs) + room, Math.min(...ys) - room, Math.max(...ys) + room];
    // Board units per screen pixel now, and what the points need within the free part.
    const scale = Math.max(this.box.w / rect.width, (x1 - x0) / free.width, (y1 - y0) / free.height);
    const w = rect.width * scale;
    const h = rect.height * scale;
    // The middle of the points goes to the middle of the free part.
    const fx = (free.left + free.width / 2 - rect.left) * scale;
    const fy = (free.top + free.height / 2 - rect.top) * scale;
    this.box = { x: (x0 + x1) / 2 - fx, y: (y0 + y1) / 2 - fy, w, h };
    this.fitting = false;
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
}
