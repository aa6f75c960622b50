// Moving the board by hand: drag to pan (a drag is not a click), the wheel to zoom, two fingers
// to pinch-zoom and pan at once. Each move tells the board when the player last moved it, so
// that it does not follow the game away from where the player looks.

/**
 * What pan and zoom need of the board.
 * @typedef {{
 *   svg: SVGSVGElement,
 *   box: {x: number, y: number, w: number, h: number},
 *   apply: () => void,
 *   zoom: (factor: number, cx?: number, cy?: number) => void,
 *   boardPoint: (cx: number, cy: number) => [number, number],
 *   touched: () => void,
 * }} Movable
 */

/**
 * Lets the player move `board` with a mouse, a pen or fingers.
 * @param {Movable} board
 */
export function installPanZoom(board) {
  const svg = board.svg;
  /** @type {Map<number, {x: number, y: number}>} pointers down, by id */
  const down = new Map();
  /** @type {{x: number, y: number, box: {x: number, y: number, w: number, h: number}, moved: boolean} | null} */
  let drag = null;
  /** @type {{dist: number, mid: {x: number, y: number}} | null} */
  let pinch = null;
  let suppressClick = false;
  const spread = () => {
    const [a, b] = [...down.values()];
    return { dist: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  };
  svg.addEventListener('pointerdown', (e) => {
    down.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (down.size === 2) {
      pinch = spread();
      drag = null;
      suppressClick = true;
      return;
    }
    if (down.size === 1) suppressClick = false;
    drag = { x: e.clientX, y: e.clientY, box: { ...board.box }, moved: false };
  });
  svg.addEventListener('pointermove', (e) => {
    if (!down.has(e.pointerId)) return;
    down.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch && down.size === 2) {
      const now = spread();
      if (now.dist > 0) {
        const [cx, cy] = board.boardPoint(now.mid.x, now.mid.y);
        board.zoom(pinch.dist / now.dist, cx, cy);
      }
      const scale = board.box.w / (svg.clientWidth || 1);
      board.box = { ...board.box, x: board.box.x - (now.mid.x - pinch.mid.x) * scale, y: board.box.y - (now.mid.y - pinch.mid.y) * scale };
      board.apply();
      board.touched();
      pinch = now;
      return;
    }
    if (!drag) return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 5) return;
    if (!drag.moved) svg.setPointerCapture(e.pointerId);
    drag.moved = true;
    board.touched();
    const scale = board.box.w / (svg.clientWidth || 1);
    board.box = { ...drag.box, x: drag.box.x - dx * scale, y: drag.box.y - dy * scale };
    board.apply();
  });
  /** @param {PointerEvent} e */
  const end = (e) => {
    down.delete(e.pointerId);
    if (pinch) {
      if (down.size < 2) pinch = null;
      drag = null;
      return;
    }
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
      const [cx, cy] = board.boardPoint(e.clientX, e.clientY);
      board.zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, cx, cy);
      board.touched();
    },
    { passive: false },
  );
}
