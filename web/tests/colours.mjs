// How far apart colours look, to people with full colour vision and with each of the three
// colour-vision deficiencies at full strength (Machado, Oliveira & Fernandes 2009, severity
// 1.0): each colour is simulated in linear RGB, then taken to CIELAB, where the distance
// between two colours (ΔE*76) says how well they can be told apart (above about 20: at a
// glance). Also the WCAG contrast ratio of two colours.

/** @type {Record<string, number[][]>} */
const SIMULATIONS = {
  normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};

/** @param {string} hex `#rrggbb` */
const channels = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);

/** @param {number} c an sRGB channel, 0..1 */
const linear = (c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/**
 * CIELAB of a linear RGB colour (D65).
 * @param {number[]} rgb
 */
function lab([r, g, b]) {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  /** @param {number} v */
  const f = (v) => (v > 0.008856 ? Math.cbrt(v) : 7.787 * v + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/**
 * The colour `hex` as someone with `vision` sees it, in CIELAB.
 * @param {string} hex
 * @param {string} vision
 */
function seen(hex, vision) {
  const m = SIMULATIONS[vision];
  const rgb = channels(hex).map(linear);
  return lab(m.map((row) => Math.min(1, Math.max(0, row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]))));
}

/**
 * For each kind of vision, the two colours of `colours` that look most alike and how far
 * apart they look.
 * @param {string[]} colours
 * @returns {{vision: string, distance: number, pair: [string, string]}[]}
 */
export function closestPairs(colours) {
  return Object.keys(SIMULATIONS).map((vision) => {
    const labs = colours.map((c) => seen(c, vision));
    let best = { vision, distance: Infinity, pair: /** @type {[string, string]} */ (['', '']) };
    for (let i = 0; i < colours.length; i++) {
      for (let j = i + 1; j < colours.length; j++) {
        const d = Math.hypot(...labs[i].map((v, k) => v - labs[j][k]));
        if (d < best.distance) best = { vision, distance: d, pair: [colours[i], colours[j]] };
      }
    }
    return best;
  });
}

/**
 * The WCAG contrast ratio of two colours.
 * @param {string} a
 * @param {string} b
 */
export function contrast(a, b) {
  /** @param {string} hex */
  const luminance = (hex) => {
    const [r, g, b2] = channels(hex).map(linear);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [la, lb] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (la + 0.05) / (lb + 0.05);
}
