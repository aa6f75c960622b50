// The board: tiles and followers of a view drawn in SVG, with pan (drag), zoom (wheel, buttons)
// and an overlay for what the player may do — highlighted spaces, the tile being placed,
// follower and shepherd spots. It draws; the game page decides what to show.

import { s } from './dom.js';
import { SIZE, drawTile, figurePoint, follower, followerPoint, keepUpright, outline, placeTransform, shepherd, tileDefs, turnDegrees } from './tiles.js';
import { SEAT_COLOURS } from './api.js';

/** @typedef {import('./api.js').TileShape} TileShape */
/** @typedef {import('./api.js').PlayerView} PlayerView */

/**
 * A spot the player may click, in board coordinates of a space: for a follower, or for an
 * expansion figure (`figure`: a shepherd), drawn differently and a little apart.
 * @typedef {{
 *   at: [number, number], corner?: string, location: string, figure?: string, chosen?: boolean,
 *   onPick: () => void
 * }} Spot
 */

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
    this.followersLayer = s('g', { class: 'followers' });
    this.overlay = s('g', { class: 'overlay' });
    svg.replaceChildren(tileDefs(), this.tilesLayer, this.followersLayer, this.overlay);
    /** @type {Map<string, SVGElement>} drawn tile pictures by id, cloned for each use */
    this.pictures = new Map();
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
   * Draws the tiles, followers and shepherds (with their flocks) of `view`; the last tile
   * placed is outlined.
   * @param {PlayerView} view
   */
  render(view) {
    const tiles = view.tiles.map((t, i) => {
      const g = s('g', { transform: placeTransform(t.at, t.rot, t.corner), 'data-tile': t.tile, 'data-at': t.at.join(',') });
      g.append(this.picture(t.tile, turnDegrees(t.rot, t.corner)));
      if (i === view.tiles.length - 1 && i > 0) {
        const shape = this.shapes.get(t.tile)?.shape ?? 'square';
        g.append(s('path', { d: outline(shape), class: 'last-move', fill: 'none' }));
      }
      return g;
    });
    this.tilesLayer.replaceChildren(...tiles);
    this.followersLayer.replaceChildren(
      ...view.followers.map((f) => {
        const [x, y] = followerPoint(f.location, f.corner);
        return follower([f.at[0] * SIZE + x, f.at[1] * SIZE + y], SEAT_COLOURS[f.player] ?? '#888');
      }),
      ...(view.expansions?.['hills-and-sheep']?.shepherds ?? []).map((sh) => {
        const [x, y] = figurePoint(sh.location, sh.corner ?? undefined);
        const g = shepherd([sh.at[0] * SIZE + x, sh.at[1] * SIZE + y], SEAT_COLOURS[sh.player] ?? '#888', sh.sheep);
        g.setAttribute('data-player', String(sh.player));
        g.setAttribute('data-sheep', String(sh.sheep));
        g.append(s('title', {}, `shepherd of seat ${sh.player + 1}: ${sh.sheep} sheep`));
        return g;
      }),
    );
    if (!this.fitted || (!this.moved && !this.shows(view))) {
      this.fit(view);
      this.fitted = true;
    }
  }

  /**
   * Whether every tile of `view` and the spaces around it are in sight.
   * @param {PlayerView} view
   */
  shows(view) {
    const { x, y, w, h } = this.box;
    return view.tiles.every(
      (t) => (t.at[0] - 1) * SIZE >= x && (t.at[0] + 2) * SIZE <= x + w && (t.at[1] - 1) * SIZE >= y && (t.at[1] + 2) * SIZE <= y + h,
    );
  }

  /**
   * Fits the view box around the tiles of `view` (and a margin of one space).
   * @param {PlayerView} view
   */
  fit(view) {
    this.moved = false;
    const xs = view.tiles.map((t) => t.at[0]);
    const ys = view.tiles.map((t) => t.at[1]);
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
    for (const t of targets) {
      const key = t.at.join(',');
      const space = spaces.get(key) ?? { at: t.at, corners: [] };
      if (t.corner && !space.corners.includes(t.corner)) space.corners.push(t.corner);
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
   * Clickable spots: a round one per follower location, a square "S" per shepherd location.
   * @param {Spot[]} spots
   */
  showSpots(spots) {
    for (const spot of spots) {
      const [x, y] = spot.figure ? figurePoint(spot.location, spot.corner) : followerPoint(spot.location, spot.corner);
      const cx = spot.at[0] * SIZE + x;
      const cy = spot.at[1] * SIZE + y;
      const g = s('g', {
        class: `spot${spot.figure ? ` figure ${spot.figure}` : ''}${spot.chosen ? ' chosen' : ''}`,
        'data-location': spot.location,
        'data-figure': spot.figure,
      });
      if (spot.figure) {
        g.append(s('rect', { x: cx - 7, y: cy - 7, width: 14, height: 14, rx: 2.5, transform: `rotate(45,${cx},${cy})` }));
        g.append(s('text', { x: cx, y: cy + 3.5, 'text-anchor': 'middle' }, spot.figure === 'shepherd' ? 'S' : spot.figure.slice(0, 1).toUpperCase()));
        g.append(s('title', {}, `${spot.figure} on ${spot.location}`));
      } else {
        g.append(s('circle', { cx, cy, r: 9 }));
        g.append(s('text', { x: cx, y: cy + 3.5, 'text-anchor': 'middle' }, spot.location));
      }
      g.addEventListener('click', (e) => {
        e.stopPropagation();
        spot.onPick();
      });
      this.overlay.append(g);
    }
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

