// Laying the tile: the spaces where it fits on the board, the tile shown where the player chose,
// turned among the ways it fits, its follower spots (each a follower of the player's colour,
// named in words) and expansions' spots, and the placing bar (where and how it lies, what is
// chosen, Rotate, No follower, Confirm, Take back). Mouse, touch and keyboard alike: Tab or the
// arrows to a space, Enter to choose it, R to turn, F for the next spot, Enter to confirm, Esc
// to take back. Every choice offered is one the server listed.

import { button, byId, fill, h } from './dom.js';
import { t, tOr } from './messages.js';
import { figureName } from './board.js';
import { CORNERS, featureAt } from './tiles.js';
import { placementChoices } from './placements.js';
import { aimOf, kindOf } from './moves.js';
import { placeWords, spotNames } from './places.js';

/** @typedef {import('./api.js').StateMessage} StateMessage */
/** @typedef {import('./api.js').Move} Move */
/** @typedef {import('./api.js').Target} Target */
/** @typedef {import('./api.js').TileShape} TileShape */
/** @typedef {import('./placements.js').PlacementChoice} PlacementChoice */
/** @typedef {import('./board.js').Board} Board */

/**
 * What the player is doing with the tile to place: the space chosen, the ways the tile fits
 * there, which one shows and the spot chosen: a follower's, or an expansion's figure's
 * (`figure`) on `follower`; or an expansion's move that lays the tile (`extra`).
 * @typedef {{
 *   moveNo: number, at: [number, number], options: PlacementChoice[], index: number,
 *   follower: string | null, figure: string | null, extra: Move | null
 * }} Selection
 */

/**
 * What placing needs of the page.
 * @typedef {{
 *   board: Board,
 *   shapes: Map<string, TileShape>,
 *   act: (move: Move) => void,
 *   render: () => void,
 *   free: () => DOMRect,
 * }} PlacingPage
 */

/**
 * An expansion's move that lays the tile, in words: where it aims, if anywhere, and the
 * feature there (from the tile lying there in `view`).
 * @param {Move} m
 * @param {import('./api.js').PlayerView} view
 * @param {Map<string, TileShape>} shapes
 */
export function moveWords(m, view, shapes) {
  const target = aimOf(m);
  const tile = target && view.tiles.find((x) => x.at[0] === target.at[0] && x.at[1] === target.at[1] && x.corner === target.corner);
  const shape = tile && shapes.get(tile.tile);
  const feature = shape && target ? featureAt(shape, target.location ?? 'C', tile.rot, tile.corner) : undefined;
  const words = tOr(`${m.module}.action.${m.action}`, m.action ?? '', {
    at: target ? placeWords(target) : '',
    location: '',
    feature: feature ? t(`feature.${feature}`) : t('feature.unknown'),
  });
  // A move whose argument names a figure (a special follower flying…) says which.
  const kind = kindOf(m);
  const figure = kind === undefined ? '' : tOr(`figure.${kind}`, '');
  return figure ? t('place.move-with', { move: words, figure }) : words;
}

/**
 * How a way to lay the tile lies, in words: "turned right", or for a triangle nothing more
 * than its place says.
 * @param {PlacementChoice} option
 */
const turnWords = (option) => (option.rot !== undefined ? t(`place.turn.${option.rot}`) : '');

/** The tile being laid: the selection and what the page shows of it. */
export class Placing {
  /** @param {PlacingPage} page */
  constructor(page) {
    this.page = page;
    /** @type {Selection | null} */
    this.selection = null;
    /** @type {StateMessage | null} the state the overlay was drawn for */
    this.st = null;
  }

  /**
   * Draws the spaces where the tile fits, and with a space chosen the tile there, its spots and
   * the placing bar; gives whether the state is one of laying the tile.
   * @param {StateMessage} st
   */
  render(st) {
    const bar = byId('placing');
    const legal = st.legal;
    const choices = legal ? placementChoices(legal) : [];
    if (this.selection && this.selection.moveNo !== st.move_no) this.selection = null;
    this.st = st;
    if (!legal || st.view.phase.phase !== 'place' || choices.length === 0) {
      fill(bar);
      bar.hidden = true;
      return false;
    }
    const board = this.page.board;
    const sel = this.selection;
    board.showTargets(
      choices.map((p) => ({ at: p.at, corner: p.corner })),
      (at, where, byKey) => this.select(at, where, byKey),
      sel ? sel.at : null,
      (at) => this.targetLabel(at),
    );
    if (!sel || !st.view.current_tile) {
      fill(bar, h('span', { class: 'hint' }, t('place.ways', { n: choices.length, tile: st.view.current_tile ?? '' })), h('span', { class: 'keys muted' }, t('place.keys')));
      bar.hidden = false;
      board.restoreFocus();
      return true;
    }
    const option = sel.options[sel.index];
    const figures = option.figures ?? [];
    // The expansions' moves laying the tile this way: aimed at a place, or at nothing.
    const aimed = option.moves.filter((m) => aimOf(m));
    const plain = option.moves.filter((m) => !aimOf(m));
    board.showPreview(st.view.current_tile, option.at, option.rot, option.corner, () => this.rotate());
    const names = this.spotWords(option);
    const seat = st.seat ?? undefined;
    const confirm = () => this.confirm();
    board.showSpots([
      ...option.followers.map((loc, i) => ({
        at: option.at,
        corner: option.corner,
        location: loc,
        seat,
        title: names[i],
        chosen: sel.follower === loc && sel.figure === null,
        onPick: () => this.pick(loc, null),
        onConfirm: confirm,
      })),
      ...figures.map((f, i) => ({
        at: option.at,
        corner: option.corner,
        location: f.location,
        figure: f.figure,
        title: names[option.followers.length + i],
        chosen: sel.follower === f.location && sel.figure === f.figure,
        onPick: () => this.pick(f.location, f.figure),
        onConfirm: confirm,
      })),
      ...aimed.map((m) => {
        const target = /** @type {Target} */ (aimOf(m));
        return {
          at: target.at,
          corner: target.corner,
          location: target.location ?? 'C',
          action: m.action,
          arg: kindOf(m),
          module: m.module,
          aimed: true,
          mark: tOr(`${m.module}.action.${m.action}.mark`, (m.action ?? '').slice(0, 1).toUpperCase()),
          title: moveWords(m, st.view, this.page.shapes),
          chosen: sel.extra === m,
          onPick: () => this.pickMove(m),
          onConfirm: confirm,
        };
      }),
    ]);
    const canConfirm = sel.follower !== null || sel.extra !== null || option.bare;
    const spotKinds = [
      option.followers.length ? t('place.a-follower') : '',
      ...new Set(figures.map((f) => t('place.figure-spot', { figure: figureName(f.figure) }))),
      ...new Set(aimed.map((m) => tOr(`${m.module}.action.${m.action}.hint`, m.action ?? ''))),
    ].filter(Boolean);
    let chosenText = '';
    if (sel.extra) chosenText = moveWords(sel.extra, st.view, this.page.shapes);
    else if (sel.follower !== null) chosenText = names[this.spotIndex(option, sel.follower, sel.figure)] ?? '';
    const nothing = plain.length ? t('place.nothing-chosen') : t('place.no-follower-possible');
    const turn = turnWords(option);
    fill(
      bar,
      h('span', { class: 'where', 'data-at': option.at.join(','), 'data-rot': option.rot, 'data-corner': option.corner }, turn ? t('place.where', { place: placeWords(option), turn }) : placeWords(option)),
      sel.options.length > 1 ? button(t('place.rotate', { i: sel.index + 1, n: sel.options.length }), () => this.rotate(), { id: 'rotate', 'aria-keyshortcuts': 'R' }) : h('span', { class: 'muted' }, t('place.one-way')),
      h('span', { class: 'follower-choice', 'aria-live': 'polite' }, chosenText || (spotKinds.length ? t('place.no-follower-hint', { what: spotKinds.join(t('place.or')) }) : nothing)),
      ...plain.map((m) =>
        button(moveWords(m, st.view, this.page.shapes), () => this.pickMove(m), {
          class: `placing-move${sel.extra === m ? ' chosen' : ''}`,
          'data-module': m.module,
          'data-action': m.action,
          'data-arg': kindOf(m),
          'aria-pressed': sel.extra === m ? 'true' : 'false',
        }),
      ),
      sel.follower || sel.extra ? button(t('place.no-follower'), () => this.pick(null, null), { id: 'no-follower' }) : '',
      h(
        'span',
        { class: 'placing-buttons' },
        button(t('place.take-back'), () => this.takeBack(), { id: 'take-back', 'aria-keyshortcuts': 'Escape' }),
        button(t('place.confirm'), confirm, { id: 'confirm', class: 'primary', disabled: !canConfirm }),
      ),
    );
    bar.hidden = false;
    board.restoreFocus();
    return true;
  }

  /**
   * A space in words for its button: where it is, and whether the tile lies there now.
   * @param {[number, number]} at
   */
  targetLabel(at) {
    const sel = this.selection;
    const place = placeWords({ at });
    if (!sel || sel.at[0] !== at[0] || sel.at[1] !== at[1]) return t('place.target', { place });
    const option = sel.options[sel.index];
    return t('place.target.selected', { place: placeWords(option), turn: turnWords(option) });
  }

  /**
   * The words of every spot of `option`: its followers', then its figures'.
   * @param {PlacementChoice} option
   */
  spotWords(option) {
    const features = option.features ?? {};
    return spotNames(
      [
        ...option.followers.map((location) => ({ location, feature: features[location] })),
        ...(option.figures ?? []).map((f) => ({ location: f.location, feature: features[f.location], figure: f.figure })),
      ],
      option.corner,
    );
  }

  /**
   * Where the spot of `location` (with `figure`, or a follower) is in `option`'s list.
   * @param {PlacementChoice} option
   * @param {string} location
   * @param {string | null} figure
   */
  spotIndex(option, location, figure) {
    if (figure === null) return option.followers.indexOf(location);
    return option.followers.length + (option.figures ?? []).findIndex((f) => f.location === location && f.figure === figure);
  }

  /**
   * Chooses the space `at`: for a triangle, the legal half nearest the click (`where`, 0..1
   * each way); clicking the chosen space again turns the tile, Enter on it confirms.
   * @param {[number, number]} at
   * @param {[number, number]} where
   * @param {boolean} byKey
   */
  select(at, where, byKey) {
    const st = this.st;
    if (!st?.legal) return;
    const options = placementChoices(st.legal).filter((p) => p.at[0] === at[0] && p.at[1] === at[1]);
    if (options.length === 0) return;
    const sel = this.selection;
    if (sel && sel.at[0] === at[0] && sel.at[1] === at[1]) {
      if (byKey) this.confirm();
      else if (!options[0].corner) this.rotate();
      else this.selectIn(options, where);
      return;
    }
    this.selectIn(options, where);
    this.page.board.closeUp(at, this.page.free());
  }

  /**
   * Chooses, among the ways the tile fits in one space, the one nearest `where`.
   * @param {PlacementChoice[]} options
   * @param {[number, number]} where
   */
  selectIn(options, where) {
    const st = this.st;
    if (!st) return;
    /** @param {PlacementChoice} p */
    const distance = (p) => {
      const [cx, cy] = [[0, 0], [1, 0], [1, 1], [0, 1]][Math.max(0, CORNERS.indexOf(p.corner ?? 'NW'))];
      return Math.hypot(cx - where[0], cy - where[1]);
    };
    let index = 0;
    options.forEach((p, i) => {
      if (distance(p) < distance(options[index])) index = i;
    });
    this.selection = { moveNo: st.move_no, at: options[0].at, options, index, follower: null, figure: null, extra: null };
    this.page.render();
  }

  /**
   * Chooses the spot `location` for a follower (`figure` null) or a figure; again: none.
   * @param {string | null} location
   * @param {string | null} figure
   */
  pick(location, figure) {
    const sel = this.selection;
    if (!sel) return;
    const again = sel.follower === location && sel.figure === figure;
    sel.follower = again ? null : location;
    sel.figure = again ? null : figure;
    sel.extra = null;
    this.page.render();
  }

  /**
   * Chooses an expansion's move laying the tile; again: none.
   * @param {Move} m
   */
  pickMove(m) {
    const sel = this.selection;
    if (!sel) return;
    sel.extra = sel.extra === m ? null : m;
    sel.follower = null;
    sel.figure = null;
    this.page.render();
  }

  /** The next spot (F): each follower's and figure's in turn, then none. */
  nextSpot() {
    const sel = this.selection;
    if (!sel) return;
    const option = sel.options[sel.index];
    /** @type {[string | null, string | null][]} */
    const spots = [...option.followers.map((l) => /** @type {[string, null]} */ ([l, null])), ...(option.figures ?? []).map((f) => /** @type {[string, string]} */ ([f.location, f.figure]))];
    if (spots.length === 0) return;
    const now = sel.follower === null ? -1 : spots.findIndex(([l, f]) => l === sel.follower && f === sel.figure);
    const next = now + 1 < spots.length ? spots[now + 1] : [null, null];
    sel.follower = next[0];
    sel.figure = next[1];
    sel.extra = null;
    this.page.render();
  }

  rotate() {
    const sel = this.selection;
    if (!sel) return;
    sel.index = (sel.index + 1) % sel.options.length;
    sel.follower = null;
    sel.figure = null;
    sel.extra = null;
    this.page.render();
  }

  takeBack() {
    this.selection = null;
    this.page.board.endCloseUp();
    this.page.render();
  }

  confirm() {
    const sel = this.selection;
    if (!sel) return;
    const option = sel.options[sel.index];
    if (sel.extra) {
      this.page.act(sel.extra);
      return;
    }
    if (sel.follower === null && !option.bare) return;
    /** @type {Move} */
    const move = { do: 'place', at: option.at };
    if (option.rot !== undefined) move.rot = option.rot;
    else move.corner = option.corner;
    if (sel.follower !== null) move.follower = sel.follower;
    if (sel.follower !== null && sel.figure !== null) move.figure = sel.figure;
    this.page.act(move);
  }
}
