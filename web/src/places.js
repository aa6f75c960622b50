// Places on the board in words, for people and screen readers: a space by where it lies from
// the start tile ("2 east, 1 north of the start"), a triangle by its corner, a spot by the
// follower standing there and the feature it stands on ("farmer in the south field"), a tile by
// its features. No coordinates and no location codes reach the page; the facts (a spot's
// feature kind) come from the server.

import { t, tOr } from './messages.js';
import { CORNERS, featureAt, followerPoint } from './tiles.js';

/** @typedef {import('./api.js').TileShape} TileShape */
/** @typedef {import('./messages.js').PlaceWording} PlaceWording */
/** @typedef {import('./api.js').Target} Target */
/** @typedef {import('./api.js').PlayerView} PlayerView */

/** The eight compass directions, clockwise from north. */
const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/**
 * A direction in words (`dir.N` …, `dir.C` for the middle).
 * @param {string} dir
 */
export const directionWords = (dir) => t(`dir.${dir}`);

/**
 * The compass direction from `from` to `to` (board points; y grows south), or `C` when they
 * (nearly) meet.
 * @param {[number, number]} from
 * @param {[number, number]} to
 */
export function compass(from, to) {
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  if (Math.hypot(dx, dy) < 6) return 'C';
  const angle = (Math.atan2(dx, -dy) * 180) / Math.PI;
  return COMPASS[Math.round(((angle + 360) % 360) / 45) % 8];
}

/**
 * A space in words, from the start tile's space: "the start space", "2 east, 1 north of the
 * start".
 * @param {[number, number]} at
 */
export function spaceWords([x, y]) {
  if (x === 0 && y === 0) return t('space.start');
  const parts = [];
  if (y !== 0) parts.push(t(y < 0 ? 'space.north' : 'space.south', { n: Math.abs(y) }));
  if (x !== 0) parts.push(t(x > 0 ? 'space.east' : 'space.west', { n: Math.abs(x) }));
  return t('space.from-start', { offset: parts.join(t('space.and')) });
}

/**
 * A place in words: its space, and the triangle if it names one.
 * @param {{at: [number, number], corner?: string | null}} place
 */
export function placeWords(place) {
  const space = spaceWords(place.at);
  return place.corner ? t('space.triangle', { corner: directionWords(place.corner), space }) : space;
}

/** The centre of a tile's place within its space: the triangle's centroid, or the middle. @param {string | undefined} corner */
function middle(corner) {
  /** @type {[number, number][]} */
  const centroids = [[33, 33], [67, 33], [67, 67], [33, 67]];
  return corner ? centroids[Math.max(0, CORNERS.indexOf(corner))] : /** @type {[number, number]} */ ([50, 50]);
}

/**
 * The direction of a location from the middle of its tile, in board orientation.
 * @param {string} location
 * @param {string | undefined} corner
 */
export function locationDirection(location, corner) {
  if (location === 'C') return 'C';
  return compass(middle(corner), followerPoint(location, corner));
}

/**
 * Where on its tile a spot lies, in words: on the feature of kind `feature`, with its direction
 * `dir` when the tile has two of that kind (`apart`): "in the south field", "in the city".
 * @param {string} feature
 * @param {string} dir
 * @param {boolean} apart
 */
function spotWhere(feature, dir, apart) {
  return apart ? t(`spot.${feature}.dir`, { dir: directionWords(dir) }) : t(`spot.${feature}`);
}

/**
 * The words for the spots offered on one tile: each spot's follower and the feature it stands
 * on, with the feature's direction on the tile when the tile offers two of that kind ("farmer
 * in the south field", "knight in the city").
 * @param {{location: string, feature?: string, figure?: string}[]} spots
 * @param {string | undefined} corner
 * @returns {string[]}
 */
export function spotNames(spots, corner) {
  /** @type {Map<string, number>} */
  const kinds = new Map();
  for (const spot of spots) kinds.set(spot.feature ?? '', (kinds.get(spot.feature ?? '') ?? 0) + 1);
  return spots.map((spot) => {
    const feature = spot.feature ?? 'unknown';
    const dir = locationDirection(spot.location, corner);
    const many = (kinds.get(spot.feature ?? '') ?? 0) > 1 && dir !== 'C';
    const where = spotWhere(feature, dir, many);
    if (!spot.figure) return t('spot.follower', { who: t(`follower.${feature}`), where });
    const figure = tOr(`figure.${spot.figure}`, spot.figure);
    // A figure may stand on no feature (on its tile's symbol): its name says it all.
    return spot.feature ? t('spot.figure', { who: figure, where }) : figure;
  });
}

/**
 * A tile in words, from its shape: its id and each feature with the sides it touches, turned
 * as it lies ("city to the north; road east to west; field").
 * @param {TileShape} shape
 * @param {number | undefined} rot
 * @param {string | undefined} corner
 */
export function tileWords(shape, rot, corner) {
  const quarters = ((rot ?? Math.max(0, CORNERS.indexOf(corner ?? 'NW')) * 90) / 90) % 4;
  // Border points 0..11 lie on N E S W (three each); 12..14 on a triangle's long side, which
  // faces the corner opposite the right angle.
  const sideOf = (/** @type {number} */ p) => {
    if (p >= 12) return COMPASS[(Math.max(0, CORNERS.indexOf(corner ?? 'NW')) * 2 + 7 + 4) % 8];
    return ['N', 'E', 'S', 'W'][(Math.floor(p / 3) + quarters) % 4];
  };
  const parts = shape.segments
    .filter((seg) => seg.kind !== 'field')
    .map((seg) => {
      const sides = [...new Set(seg.points.filter((p) => p % 3 === 1).map(sideOf))];
      const kind = t(`feature.${seg.kind}`);
      if (sides.length === 0) return kind;
      return t('tile.feature-sides', { feature: kind, sides: sides.map(directionWords).join(t('space.and')) });
    });
  if (shape.monastery && !parts.length) parts.push(t('feature.monastery'));
  return parts.length ? parts.join(t('tile.features-and')) : t('tile.only-fields');
}

/**
 * The board in words, tile by tile in the order they were laid: each tile with its features,
 * where it lies and the followers standing on it — what a screen reader walks.
 * @param {PlayerView} view
 * @param {Map<string, TileShape>} shapes
 * @param {(seat: number) => string} seatName
 * @returns {string[]}
 */
export function boardWords(view, shapes, seatName) {
  return view.tiles.map((tile) => {
    const shape = shapes.get(tile.tile);
    const line = t('tile.on-board', { tile: tile.tile, features: shape ? tileWords(shape, tile.rot, tile.corner) : '', place: placeWords(tile) });
    const followers = view.followers
      .filter((f) => f.at[0] === tile.at[0] && f.at[1] === tile.at[1] && f.corner === tile.corner)
      .map((f) => {
        const kind = (shape && featureAt(shape, f.location, tile.rot, tile.corner)) ?? 'unknown';
        return t('tile.follower', { who: seatName(f.player), follower: t(`follower.${kind}`), where: t(`spot.${kind}`) });
      });
    return [line, ...followers].join('; ');
  });
}

/**
 * A location on a tile in words, by its direction from the tile's middle ("the north-west of
 * the tile").
 * @param {string} location
 * @param {string | null | undefined} [corner]
 */
function locationText(location, corner) {
  if (location === 'C') return t('text.location.C');
  return t('text.location', { dir: directionWords(locationDirection(location, corner ?? undefined)) });
}

/**
 * How the engine's texts name places on the board `board()` gives (the log, decisions,
 * refusals): a space from the start tile, a place on a tile by the feature lying there ("the
 * south field (2 east of the start)") and where a follower stands on it, a location by its
 * direction on its tile. The feature's kind comes from the tile lying there.
 * @param {() => PlayerView | undefined} board
 * @param {Map<string, TileShape>} shapes
 * @returns {PlaceWording}
 */
export function textPlaces(board, shapes) {
  return {
    space: (at) => spaceWords(at),
    spot: (spot) => {
      const tile = board()?.tiles.find((x) => x.at[0] === spot.at[0] && x.at[1] === spot.at[1] && (x.corner ?? null) === (spot.corner ?? null));
      const shape = tile && shapes.get(tile.tile);
      const kind = (shape && tile && featureAt(shape, spot.location, tile.rot, tile.corner)) || 'unknown';
      const dir = locationDirection(spot.location, spot.corner ?? undefined);
      // The direction only where the tile has two features of the kind.
      const apart = dir !== 'C' && (shape?.segments.filter((seg) => seg.kind === kind).length ?? 2) > 1;
      const feature = kind === 'unknown' ? locationText(spot.location, spot.corner) : t(apart ? `text.feature.${kind}.dir` : `text.feature.${kind}`, { dir: directionWords(dir) });
      return {
        place: t('text.spot', { feature, space: placeWords({ at: spot.at, corner: spot.corner }) }),
        where: spotWhere(kind, dir, apart),
        who: t(`follower.${kind}`),
      };
    },
    location: (location) => locationText(location),
  };
}
