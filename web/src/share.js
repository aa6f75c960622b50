// Sharing a position without a server: the position in the page's URL fragment (compact:
// deflated, then base64url), files to download (a scenario or record, the board as SVG or
// PNG) and files to open.

/**
 * Bytes as base64url (no padding).
 * @param {Uint8Array} bytes
 */
function toBase64Url(bytes) {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The bytes of base64url text.
 * @param {string} text
 */
function fromBase64Url(text) {
  const plain = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
}

/**
 * The bytes `bytes` passed through a compression stream (`stream`).
 * @param {Uint8Array} bytes
 * @param {CompressionStream | DecompressionStream} stream
 */
async function pipe(bytes, stream) {
  const out = new Response(new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (bytes)]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/**
 * The fragment that carries `value` (JSON) and the move number `at`: `#at=N&p=…`.
 * @param {unknown} value
 * @param {number} at
 */
export async function toFragment(value, at) {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const packed = await pipe(json, new CompressionStream('deflate-raw'));
  return `#at=${at}&p=${toBase64Url(packed)}`;
}

/**
 * The value and move number a fragment carries, if it carries one.
 * @param {string} fragment
 * @returns {Promise<{value: any, at: number} | null>}
 */
export async function fromFragment(fragment) {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const packed = params.get('p');
  if (!packed) return null;
  const json = await pipe(fromBase64Url(packed), new DecompressionStream('deflate-raw'));
  return { value: JSON.parse(new TextDecoder().decode(json)), at: Number(params.get('at') ?? 0) };
}

/**
 * Offers `blob` to download as `name`.
 * @param {Blob} blob
 * @param {string} name
 */
export function download(blob, name) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/**
 * The PNG of an SVG picture, at its own size.
 * @param {SVGSVGElement} svg
 * @returns {Promise<Blob>}
 */
export async function pngOf(svg) {
  const text = new XMLSerializer().serializeToString(svg);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    await new Promise((resolve, reject) => {
      img.onload = resolve;
      img.onerror = () => reject(new Error('the picture cannot be drawn'));
      img.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = Number(svg.getAttribute('width'));
    canvas.height = Number(svg.getAttribute('height'));
    canvas.getContext('2d')?.drawImage(img, 0, 0);
    return await new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The text of a file the user picks.
 * @param {HTMLInputElement} input  an `<input type=file>`
 * @returns {Promise<string | null>}
 */
export async function readPicked(input) {
  const file = input.files?.[0];
  return file ? file.text() : null;
}
