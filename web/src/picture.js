// The picture of a board: the tiles, the expansions' marks, the followers and the expansions'
// figures of a view, in SVG. One drawing for every place that shows a board: the game page's
// board (board.js adds what the player may do), the analysis board, and the pictures of
// `halflings render`, which runs this module as it is (with a small DOM of its own) so that a
// picture from the command line is the one the browser draws.

import { s } from './dom.js';
import { SIZE, drawTile, figurePoint, figureToken, follower, followerPoint, keepUpright, outline, placeTransform, symbolPoints, tileDefs, turnDegrees } from './tiles.js';
import { NEUTRAL, seatColour, seatMark } from './palette.js';
import { boardMarks, figureDrawing, followerDrawing, followerPose } from './expansions/index.js';
import { t, tOr } from './messages.js';

/** @typedef {import('./api.js').TileShape} TileShape */
/** @typedef {import('./api.js').PlayerView} PlayerView */
/** @typedef {import('./api.js').FigureView} FigureView */
/** @typedef {import('./api.js').TileView} TileView */

/** The board's background, between and around the tiles (the page's board sits on it too). */
const BACKGROUND = '#dfe7d3';

/**
 * The rules of a style sheet's text that style what a board draws (those under `.board `), for
 * a standalone picture to carry: the page's style sheet is the one source of the board's look.
 * @param {string} css
 */
export function boardStyle(css) {
  return css
    .split('}')
    .map((rule) => rule.trim())
    .filter((rule) => rule.startsWith('.board '))
    .map((rule) => `${rule} }`)
    .join('\n');
}

/** How much larger a special follower no expansion draws is drawn than a follower. */
const SPECIAL_SCALE = 1.35;

/**
 * A figure's name for people: the catalogue's, else the engine's.
 * @param {string} figure
 */
export const figureName = (figure) => tOr(`figure.${figure}`, figure);

/** The pictures of the tiles, drawn once per tile and copied for each use. */
export class TilePictures {
  /** @param {Map<string, TileShape>} shapes */
  constructor(shapes) {
    this.shapes = shapes;
    /** @type {Map<string, SVGElement>} */
    this.drawn = new Map();
  }

  /**
   * The picture of tile `id` turned by `degrees` (its churches and symbols kept upright).
   * @param {string} id
   * @param {number} degrees
   */
  get(id, degrees) {
    let pic = this.drawn.get(id);
    if (!pic) {
      const shape = this.shapes.get(id);
      if (!shape) throw new Error(`unknown tile ${id}`);
      pic = drawTile(shape);
      this.drawn.set(id, pic);
    }
    const copy = /** @type {SVGElement} */ (pic.cloneNode(true));
    keepUpright(copy, degrees);
    return copy;
  }
}

/**
 * The layers of a board's picture, bottom to top: the tiles (the last one placed outlined),
 * the marks the expansions draw from the view, then the followers and the expansions'
 * figures.
 * @param {PlayerView} view
 * @param {TilePictures} pictures
 * @param {(seat: number) => string} seatName
 * @returns {{tiles: SVGElement[], marks: SVGElement[], figures: SVGElement[]}}
 */
export function boardLayers(view, pictures, seatName) {
  const tiles = view.tiles.map((tile) => {
    const g = s('g', { transform: placeTransform(tile.at, tile.rot, tile.corner), 'data-tile': tile.tile, 'data-at': tile.at.join(','), 'data-corner': tile.corner });
    g.append(pictures.get(tile.tile, turnDegrees(tile.rot, tile.corner)));
    // A triangle is outlined, so that two in one space read as two tiles.
    if (tile.corner) g.append(s('path', { d: outline('triangle'), class: 'triangle-edge', fill: 'none' }));
    return g;
  });
  const figures = [
    ...view.followers.map((f) => {
      const [x, y] = followerPoint(f.location, f.corner);
      /** @type {[number, number]} */
      const at = [f.at[0] * SIZE + x, f.at[1] * SIZE + y];
      const colour = seatColour(f.player);
      // A follower an expansion's rules put in a pose of their own (lying…): its drawing.
      const pose = followerPose(view, f);
      if (pose) {
        const g = pose(at, colour, f.player);
        g.setAttribute('data-player', String(f.player));
        return g;
      }
      if (!f.kind) {
        const g = follower(at, colour, 1, f.player);
        g.setAttribute('data-player', String(f.player));
        return g;
      }
      // A special follower: its expansion's drawing, else a larger follower.
      const draw = followerDrawing(f.kind);
      return s(
        'g',
        { class: `special-follower ${f.kind}`, 'data-kind': f.kind, 'data-player': f.player },
        draw ? draw(at, colour, f.player) : follower(at, colour, SPECIAL_SCALE, f.player),
        s('title', {}, t('figure.of', { figure: figureName(f.kind), who: seatName(f.player) })),
      );
    }),
    ...(view.figures ?? []).map((f) => figure(f, view.tiles, pictures.shapes, seatName)),
  ];
  return { tiles, marks: boardMarks(view), figures };
}

/**
 * An expansion's figure: its expansion's drawing, else a generic token; beside a follower's
 * spot when it stands on a feature, else in the middle of its tile.
 * @param {FigureView} f
 * @param {TileView[]} tiles  the tiles on the board
 * @param {Map<string, TileShape>} shapes
 * @param {(seat: number) => string} seatName
 */
function figure(f, tiles, shapes, seatName) {
  const [x, y] = f.location ? figurePoint(f.location, f.corner) : followerPoint('C', f.corner);
  const at = /** @type {[number, number]} */ ([f.at[0] * SIZE + x, f.at[1] * SIZE + y]);
  const colour = f.player === undefined ? NEUTRAL : seatColour(f.player);
  const name = figureName(f.figure);
  const draw = figureDrawing(f.module, f.figure);
  const under = tiles.find((tile) => tile.at[0] === f.at[0] && tile.at[1] === f.at[1] && tile.corner === f.corner);
  const shape = under && shapes.get(under.tile);
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
  const who = f.player === undefined ? t('figure.neutral', { figure: name }) : t('figure.of', { figure: name, who: seatName(f.player) });
  g.append(s('title', {}, f.value === undefined ? who : t('figure.value', { figure: who, value: f.value })));
  return g;
}

/**
 * The spaces a board's tiles take, with a margin of half a space: `[x0, y0, x1, y1]` in
 * spaces (the start tile's space is always in).
 * @param {PlayerView} view
 * @returns {[number, number, number, number]}
 */
export function boardExtent(view) {
  const xs = view.tiles.map((tile) => tile.at[0]);
  const ys = view.tiles.map((tile) => tile.at[1]);
  return [Math.min(...xs, 0) - 0.5, Math.min(...ys, 0) - 0.5, Math.max(...xs, 0) + 1.5, Math.max(...ys, 0) + 1.5];
}

/**
 * A standalone picture of the board of `view`: the tiles, marks, followers and figures, and
 * under them a line per player with their colour, mark and score and, if given, a caption.
 * What the analysis board saves as SVG or PNG and `halflings render` writes. `style`: the
 * board's rules of the page's style sheet ([`boardStyle`]), which the picture carries.
 * @param {PlayerView} view
 * @param {Map<string, TileShape>} shapes
 * @param {{seatName?: (seat: number) => string, caption?: string, scale?: number, style?: string, scores?: boolean}} [options]
 *   `scale`: pixels per board unit (a space is 100 units); `scores: false` leaves the players'
 *   lines out (a page that says the scores itself)
 * @returns {SVGSVGElement}
 */
export function boardPicture(view, shapes, options = {}) {
  const seatName = options.seatName ?? ((seat) => t('game.seat', { n: seat + 1 }));
  const [x0, y0, x1, y1] = boardExtent(view);
  const legendLine = 34;
  const scoreLines = options.scores === false ? [] : view.scores.map((score, seat) => t('picture.score', { who: seatName(seat), score }));
  const lines = [...scoreLines, options.caption ?? ''].filter(Boolean);
  // Wide enough for the longest line under the board (about 12 units a character).
  const textWidth = lines.length ? Math.max(...lines.map((line) => line.length)) * 12 + 60 : 0;
  const boardWidth = (x1 - x0) * SIZE;
  const width = Math.max(boardWidth, textWidth);
  // The board in the middle of a picture wider than it.
  const [left, top] = [x0 * SIZE - (width - boardWidth) / 2, y0 * SIZE];
  const height = (y1 - y0) * SIZE + (lines.length ? lines.length * legendLine + 16 : 0);
  const scale = options.scale ?? 1;
  const { tiles, marks, figures } = boardLayers(view, new TilePictures(shapes), seatName);
  const text = { 'font-family': 'system-ui, sans-serif', 'font-size': 22, fill: '#222' };
  const legend = s('g', { class: 'legend' });
  const legendTop = y1 * SIZE + 8;
  scoreLines.forEach((line, seat) => {
    const y = legendTop + seat * legendLine;
    legend.append(seatMark(seat, left + 26, y + 16, 10), s('text', { x: left + 46, y: y + 24, ...text }, line));
  });
  if (options.caption) {
    legend.append(s('text', { x: left + 16, y: legendTop + scoreLines.length * legendLine + 24, class: 'caption', ...text }, options.caption));
  }
  return /** @type {SVGSVGElement} */ (
    /** @type {unknown} */ (
      s(
        'svg',
        {
          xmlns: 'http://www.w3.org/2000/svg',
          viewBox: `${left} ${top} ${width} ${height}`,
          width: Math.round(width * scale),
          height: Math.round(height * scale),
          class: 'board',
        },
        options.style ? s('style', {}, options.style) : '',
        tileDefs(),
        s('rect', { x: left, y: top, width, height, fill: BACKGROUND }),
        s('g', { class: 'tiles' }, ...tiles),
        s('g', { class: 'marks' }, ...marks),
        s('g', { class: 'followers' }, ...figures),
        legend,
      )
    )
  );
}
