#!/usr/bin/env node
// A host speaking the line protocol (version 4), written from
// Sources/ImplementationProtocol/ImplementationProtocol.docc/LineProtocol.md alone.
// Node standard library only.
//
//   node Examples/node/host.js                 every function of protocol 2, and pollInsets (4)
//   node Examples/node/host.js --bug-receive   misreads the insets it is sent (top and left swapped)
//   node Examples/node/host.js --bug-answer    clipRect answers [left, top, right, bottom] instead of extents
// Planted polling bugs (pollInsets, found by poller.matchesTruth or poller.stopsAsking):
//   --bug-poll-first-top-inset   asks every frame until an answer's top inset is non-zero, then keeps
//                                it forever: stale after a rotation; launched in landscape (top 0) it
//                                asks until it turns
//   --bug-poll-first-non-zero    never asks again after the first non-zero answer
//   --bug-poll-every-frame       asks on every frame forever
// The host draws no chrome of its own (no Back button): see Examples/python/host.py and
// Examples/raylib/host.py for one behind a flag.
'use strict';

const BUG_RECEIVE = process.argv.includes('--bug-receive');
const BUG_ANSWER = process.argv.includes('--bug-answer');
const POLL_BUG = ['first-top-inset', 'first-non-zero', 'every-frame']
  .find(name => process.argv.includes('--bug-poll-' + name)) || null;

const I64_MAX = 9223372036854775807n;
const I64_MIN = -9223372036854775808n;
const I32_MAX = 2147483647;
const EPS = 2.220446049250313e-16;

// ---------------------------------------------------------------------------
// JSON reading: integers (no '.' or exponent) become BigInt, doubles Number.

function parseJSON(text) {
  let i = 0;
  const n = text.length;
  function ws() { while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++; }
  function fail(msg) { throw new Error(msg + ' at ' + i); }
  function value() {
    ws();
    if (i >= n) fail('unexpected end');
    const c = text[i];
    if (c === '{') {
      i++; const o = {}; ws();
      if (text[i] === '}') { i++; return o; }
      for (;;) {
        ws(); if (text[i] !== '"') fail('expected key');
        const k = str(); ws();
        if (text[i] !== ':') fail('expected :'); i++;
        o[k] = value(); ws();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === '}') { i++; return o; }
        fail('expected , or }');
      }
    }
    if (c === '[') {
      i++; const a = []; ws();
      if (text[i] === ']') { i++; return a; }
      for (;;) {
        a.push(value()); ws();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === ']') { i++; return a; }
        fail('expected , or ]');
      }
    }
    if (c === '"') return str();
    if (text.startsWith('true', i)) { i += 4; return true; }
    if (text.startsWith('false', i)) { i += 5; return false; }
    if (text.startsWith('null', i)) { i += 4; return null; }
    const m = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m) fail('unexpected character');
    i += m[0].length;
    if (m[1] === undefined && m[2] === undefined) return BigInt(m[0]);
    return Number(m[0]);
  }
  function str() {
    i++; let s = '';
    for (;;) {
      if (i >= n) fail('unterminated string');
      const c = text[i++];
      if (c === '"') return s;
      if (c === '\\') {
        const e = text[i++];
        if (e === 'u') { s += String.fromCharCode(parseInt(text.slice(i, i + 4), 16)); i += 4; }
        else s += ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' })[e] || e;
      } else s += c;
    }
  }
  const v = value(); ws();
  if (i !== n) fail('trailing text');
  return v;
}

// ---------------------------------------------------------------------------
// JSON writing: BigInt as an integer, Number as a double (always with '.' or
// an exponent), {raw: text} verbatim.

function fmtDouble(x) {
  if (Number.isNaN(x)) return '"NaN"';
  if (x === Infinity) return '"Infinity"';
  if (x === -Infinity) return '"-Infinity"';
  if (Object.is(x, -0)) return '-0.0';
  const s = String(x); // shortest round-trip
  return /[.eE]/.test(s) ? s : s + '.0';
}

function write(v) {
  if (v === null) return 'null';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return fmtDouble(v);
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v)) return '[' + v.map(write).join(',') + ']';
  if (v.raw !== undefined) return v.raw;
  return '{' + Object.keys(v).map(k => JSON.stringify(k) + ':' + write(v[k])).join(',') + '}';
}

// ---------------------------------------------------------------------------
// Value helpers.

class Refusal extends Error {}

function dbl(v) {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v === 'NaN') return NaN;
  if (v === 'Infinity') return Infinity;
  if (v === '-Infinity') return -Infinity;
  throw new Refusal('not a number: ' + JSON.stringify(v));
}

function int(v) {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' && Number.isInteger(v)) return BigInt(v);
  throw new Refusal('not an integer: ' + String(v));
}

function sat(v) { return v > I64_MAX ? I64_MAX : v < I64_MIN ? I64_MIN : v; }
function bmax(a, b) { return a > b ? a : b; }
function bmin(a, b) { return a < b ? a : b; }

function pixelRect(v) {
  if (!Array.isArray(v) || v.length !== 4) throw new Refusal('expected a pixel rect');
  return v.map(int);
}

function insetsOf(v) {
  if (!Array.isArray(v) || v.length !== 4) throw new Refusal('expected insets');
  let [top, left, bottom, right] = v.map(dbl);
  if (BUG_RECEIVE) [top, left] = [left, top]; // planted: misread the order of the insets
  return { top, left, bottom, right };
}

// ---------------------------------------------------------------------------
// Functions.

function validPoints(vals) { return vals.every(x => Number.isFinite(x) && x >= 0); }

function safeFrameOf(sw, sh, ins) {
  if (!validPoints([sw, sh, ins.top, ins.left, ins.bottom, ins.right])) return null;
  const width = sw - (ins.left + ins.right);
  const height = sh - (ins.top + ins.bottom);
  if (!(width > 0) || !(height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return null;
  return [ins.left, ins.top, width, height];
}

function safeFrame(a) {
  const [sw, sh] = a.screen.map(dbl);
  return safeFrameOf(sw, sh, insetsOf(a.insets));
}

function nearWhole(p) {
  const n = Math.round(p);
  return Number.isFinite(n) && Math.abs(p - n) <= 4 * EPS * Math.abs(n) ? n : null;
}
function up(p) { if (p === 0) return 0; const n = nearWhole(p); return n !== null ? n : Math.ceil(p); }
function down(p) { if (p === 0) return 0; const n = nearWhole(p); return n !== null ? n : Math.floor(p); }

function pixelFrame(a) {
  const [sw, sh] = a.screen.map(dbl);
  const ins = insetsOf(a.insets);
  const scale = dbl(a.scale);
  if (!validPoints([sw, sh, ins.top, ins.left, ins.bottom, ins.right]))
    throw new Refusal('the screen and insets must be finite and not negative');
  if (!(Number.isFinite(scale) && scale > 0)) throw new Refusal('the scale must be finite and greater than zero');
  const W = down(sw * scale), H = down(sh * scale);
  if (!(W <= I32_MAX)) throw new Refusal(`screen.width is ${fmtDouble(W)} pixels, outside the 32-bit pixel range`);
  if (!(H <= I32_MAX)) throw new Refusal(`screen.height is ${fmtDouble(H)} pixels, outside the 32-bit pixel range`);
  if (safeFrameOf(sw, sh, ins) === null) return null;
  const T = up(ins.top * scale), L = up(ins.left * scale), B = up(ins.bottom * scale), R = up(ins.right * scale);
  for (const [name, v] of [['top', T], ['left', L], ['bottom', B], ['right', R]])
    if (!(v <= I32_MAX)) throw new Refusal(`insets.${name} is ${fmtDouble(v)} pixels, outside the 32-bit pixel range`);
  const w = W - L - R, h = H - T - B;
  if (!(w > 0) || !(h > 0)) return null;
  return [BigInt(L), BigInt(T), BigInt(w), BigInt(h)];
}

// The overlap of two pixel rects, saturating; null when they share no pixel.
function intersect(ax, ay, aw, ah, bx, by, bw, bh) {
  if (aw <= 0n || ah <= 0n || bw <= 0n || bh <= 0n) return null;
  const left = bmax(ax, bx), top = bmax(ay, by);
  const right = bmin(sat(ax + aw), sat(bx + bw)), bottom = bmin(sat(ay + ah), sat(by + bh));
  if (right <= left || bottom <= top) return null;
  return [left, top, right - left, bottom - top];
}

function clipRectOf(box, region) {
  const [bx, by, bw, bh] = box;
  const [rx, ry, rw, rh] = region;
  return intersect(sat(bx + rx), sat(by + ry), bw, bh, rx, ry, rw, rh);
}

function clipRect(a) {
  const r = clipRectOf(pixelRect(a.box), pixelRect(a.region));
  if (r && BUG_ANSWER) return [r[0], r[1], r[0] + r[2], r[1] + r[3]]; // planted: right and bottom, not extents
  return r;
}

function intoSafeRegionOf(points, region) {
  const ox = Number(region[0]), oy = Number(region[1]); // nearest double, ties to even
  return points.map(p => [dbl(p[0]) - ox, dbl(p[1]) - oy]);
}

function intoSafeRegion(a) { return intoSafeRegionOf(a.points, pixelRect(a.region)); }

function belowSafeArea(a) {
  const region = pixelRect(a.region);
  return [dbl(a.point[0]) + Number(region[0]), dbl(a.point[1]) + Number(region[1])];
}

function planRect(screen, region) {
  if (region === null) return null;
  const [sw, sh] = screen;
  const [rx, ry, rw, rh] = region;
  return intersect(rx, ry, rw, rh, 0n, 0n, sw, sh);
}

function hostPlan(a) {
  const screen = a.screen.map(int);
  const region = a.region === null ? null : pixelRect(a.region);
  const scale = dbl(a.scale);
  if (!(Number.isFinite(scale) && scale > 0)) throw new Refusal('the scale must be finite and greater than zero');
  const r = planRect(screen, region);
  const commands = [['clearBackground']];
  if (r) {
    const [x, y, w, h] = r;
    commands.push(['beginScissor', x, y, w, h], ['pushMatrix'], ['translate', x, y], ['drawScene', w, h], ['popMatrix'], ['endScissor']);
  }
  return { commands };
}

function automatonGrid(a) {
  const [rw, rh] = a.region.map(int);
  const W = bmax(0n, rw), H = bmax(0n, rh);
  const cellWidth = bmax(4n, W / 90n);
  const columns = W / cellWidth;
  const rows = bmin(110n, H);
  const rowHeight = rows > 0n ? H / rows : 1n;
  return { cellWidth, rowHeight, columns, rows };
}

function lifeGrid(a) {
  const [rw, rh] = a.region.map(int);
  const budget = int(a.budget);
  if (budget < 1n) return null;
  const W = bmax(0n, rw), H = bmax(0n, rh);
  if (W === 0n || H === 0n) return { cellSize: 1n, columns: 0n, rows: 0n };
  const fits = s => { const p = (W / s) * (H / s); return p <= I64_MAX && p <= budget; };
  let lo = 1n, hi = bmax(W, H);
  while (lo < hi) {
    const mid = lo + (hi - lo) / 2n;
    if (fits(mid)) hi = mid; else lo = mid + 1n;
  }
  return { cellSize: lo, columns: W / lo, rows: H / lo };
}

// ---------------------------------------------------------------------------
// hostFrame: a small software renderer with a scissor and a translation.

function colourOf(v) {
  if (!Array.isArray(v) || v.length !== 4) throw new Refusal('expected a colour');
  const [r, g, b, al] = v.map(x => Number(int(x)) & 255);
  return (r | (g << 8) | (b << 16) | (al << 24)) >>> 0;
}

class Frame {
  constructor(w, h, fill) {
    this.w = w; this.h = h;
    this.px = new Uint32Array(w * h).fill(fill);
    this.scissor = [0, 0, w, h]; // x0, y0, x1, y1 (exclusive), screen pixels
    this.tx = 0; this.ty = 0;
  }
  setScissor(x, y, w, h) { // bigints or numbers; clamped to the screen
    const X = BigInt(x), Y = BigInt(y), W = BigInt(w), H = BigInt(h);
    const c = v => Number(bmax(0n, bmin(v, BigInt(this.w))));
    const d = v => Number(bmax(0n, bmin(v, BigInt(this.h))));
    this.scissor = [c(X), d(Y), c(sat(X + W)), d(sat(Y + H))];
  }
  endScissor() { this.scissor = [0, 0, this.w, this.h]; }
  clear(c) {
    const [x0, y0, x1, y1] = this.scissor;
    for (let y = y0; y < y1; y++) this.px.fill(c, y * this.w + x0, y * this.w + Math.max(x0, x1));
  }
  // A rectangle in scene coordinates (bigints allowed), translated, clipped.
  fillRect(x, y, w, h, c) {
    if (BigInt(w) <= 0n || BigInt(h) <= 0n) return;
    const X = BigInt(x) + BigInt(this.tx), Y = BigInt(y) + BigInt(this.ty);
    const [sx0, sy0, sx1, sy1] = this.scissor;
    const x0 = Number(bmax(X, BigInt(sx0))), y0 = Number(bmax(Y, BigInt(sy0)));
    const x1 = Number(bmin(X + BigInt(w), BigInt(sx1))), y1 = Number(bmin(Y + BigInt(h), BigInt(sy1)));
    for (let yy = y0; yy < y1; yy++) if (x1 > x0) this.px.fill(c, yy * this.w + x0, yy * this.w + x1);
  }
  // Pixels whose centre passes test(px, py) (scene coordinates), in a bounding box.
  fillWhere(bx0, by0, bx1, by1, test, c) {
    const [sx0, sy0, sx1, sy1] = this.scissor;
    const x0 = Math.max(sx0, Math.floor(bx0 + this.tx)), y0 = Math.max(sy0, Math.floor(by0 + this.ty));
    const x1 = Math.min(sx1, Math.ceil(bx1 + this.tx) + 1), y1 = Math.min(sy1, Math.ceil(by1 + this.ty) + 1);
    for (let y = y0; y < y1; y++) {
      const py = y + 0.5 - this.ty;
      for (let x = x0; x < x1; x++) if (test(x + 0.5 - this.tx, py)) this.px[y * this.w + x] = c;
    }
  }
  disc(cx, cy, r, c) {
    this.fillWhere(cx - r, cy - r, cx + r, cy + r, (px, py) => (px - cx) ** 2 + (py - cy) ** 2 <= r * r, c);
  }
  line(ax, ay, bx, by, thick, c) {
    const half = Math.max(thick / 2, 0.5);
    const dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy;
    this.fillWhere(Math.min(ax, bx) - half, Math.min(ay, by) - half, Math.max(ax, bx) + half, Math.max(ay, by) + half,
      (px, py) => {
        let t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
        t = Math.max(0, Math.min(1, t));
        const qx = ax + t * dx - px, qy = ay + t * dy - py;
        return qx * qx + qy * qy <= half * half;
      }, c);
  }
  encode() {
    const parts = [];
    const px = this.px;
    let run = 0, cur = px[0];
    for (let i = 0; i < px.length; i++) {
      if (px[i] === cur) run++;
      else { parts.push(run, cur); cur = px[i]; run = 1; }
    }
    if (run > 0) parts.push(run, cur);
    return { raw: `{"width":${this.w},"height":${this.h},"runs":[${parts.join(',')}]}` };
  }
}

function hostFrame(a) {
  const [sw, sh] = a.screen.map(int);
  if (sw < 1n || sw > 16384n || sh < 1n || sh > 16384n)
    throw new Refusal(`a screen of ${sw} x ${sh} px has a side outside 1...16384`);
  const region = a.region === null ? null : pixelRect(a.region);
  const clear = colourOf(a.clear);
  const previous = a.previous === null ? clear : colourOf(a.previous);
  const f = new Frame(Number(sw), Number(sh), previous);
  f.clear(clear); // the whole screen, before the scissor goes up
  const r = planRect([sw, sh], region);
  if (r) {
    const [x, y, w, h] = r;
    f.setScissor(x, y, w, h);
    f.tx = Number(x); f.ty = Number(y);
    drawScene(f, a.scene, Number(w), Number(h), region, r);
    f.tx = 0; f.ty = 0;
    f.endScissor();
  }
  return f.encode();
}

function drawScene(f, scene, w, h, region, scissor) {
  const background = colourOf(scene.background);
  switch (scene.kind) {
    case 'overshoot': {
      const o = Number(int(scene.overshoot));
      const c = colourOf(scene.color);
      f.clear(background);
      f.fillRect(-o, -o, w + 2 * o, o + 16, c);
      f.fillRect(-o, h - 16, w + 2 * o, o + 16, c);
      f.fillRect(-o, -o, o + 16, h + 2 * o, c);
      f.fillRect(w - 16, -o, o + 16, h + 2 * o, c);
      for (const [cx, cy] of [[0, 0], [w, 0], [0, h], [w, h]]) f.disc(cx, cy, o + 16, c);
      f.line(-o, -o, w + o, h + o, 6, c);
      break;
    }
    case 'clipBox': {
      const box = pixelRect(scene.box);
      const c = colourOf(scene.color);
      f.clear(background);
      const clip = clipRectOf(box, region);
      if (clip) {
        f.setScissor(...clip);
        const [bx, by, bw, bh] = box;
        f.fillRect(bx - bw, by - bh, 3n * bw, 3n * bh, c);
        f.setScissor(...scissor);
      }
      break;
    }
    case 'touches': {
      const radius = dbl(scene.radius);
      const trail = colourOf(scene.trail), marker = colourOf(scene.marker);
      const pts = intoSafeRegionOf(scene.points, region);
      f.clear(background);
      for (let i = 1; i < pts.length; i++) f.line(pts[i - 1][0], pts[i - 1][1], pts[i][0], pts[i][1], radius / 2, trail);
      for (const [x, y] of pts) f.disc(x, y, radius, marker);
      break;
    }
    default:
      throw new Refusal('unknown scene kind ' + JSON.stringify(scene.kind));
  }
}

// ---------------------------------------------------------------------------
// pollInsets: the host's inset poller, fresh at launch, run over a session.
// The recommended policy: zeros and no asking before layout; after layout, ask
// on every frame for SETTLE_FRAMES frames after each change of the layout pass,
// the window's size or its orientation (one frame more than the longest
// transition, 36 frames), then keep the last answer and stop asking. UIKit's
// answer is read only on a frame that asks.

const SETTLE_FRAMES = 37;

class Poller {
  constructor() { this.seen = null; this.cached = null; this.askUntil = 0; }

  step(index, frame) {
    if (POLL_BUG !== null) return this.planted(frame);
    if (frame.layout === null) return { asked: false, insets: [0, 0, 0, 0] };
    const seen = [frame.layout, dbl(frame.size[0]), dbl(frame.size[1]), frame.orientation];
    if (this.seen === null || seen.some((v, i) => v !== this.seen[i])) {
      this.seen = seen; this.cached = null; this.askUntil = index + SETTLE_FRAMES;
    }
    if (this.cached !== null && index >= this.askUntil) return { asked: false, insets: this.cached };
    this.cached = frame.answer.map(dbl);
    return { asked: true, insets: this.cached };
  }

  // The planted bugs, blind to layout and the window.
  planted(frame) {
    if (POLL_BUG === 'every-frame') return { asked: true, insets: frame.answer.map(dbl) };
    if (this.cached !== null) return { asked: false, insets: this.cached };
    const answer = frame.answer.map(dbl);
    const keep = POLL_BUG === 'first-top-inset' ? answer[0] !== 0 : answer.some(v => v !== 0);
    if (keep) this.cached = answer;
    return { asked: true, insets: answer };
  }
}

function pollInsets(a) {
  const poller = new Poller();
  return a.frames.map((frame, index) => poller.step(index, frame));
}

// ---------------------------------------------------------------------------
// The wire.

const FUNCTIONS = { safeFrame, pixelFrame, clipRect, intoSafeRegion, belowSafeArea, hostPlan, automatonGrid, lifeGrid, hostFrame, pollInsets };

function answer(line) {
  let req;
  try { req = parseJSON(line); } catch (e) { process.stderr.write(`host.js: unreadable request: ${e.message}\n`); return null; }
  const id = req.id;
  const fn = FUNCTIONS[req.fn];
  try {
    if (!fn) throw new Refusal('unknown function ' + JSON.stringify(req.fn));
    return write({ id, result: fn(req.args) });
  } catch (e) {
    if (!(e instanceof Refusal)) process.stderr.write(`host.js: ${e.stack}\n`);
    return write({ id, error: e.message });
  }
}

process.stdout.write(write({ protocol: 4n, name: 'node host', provides: Object.keys(FUNCTIONS) }) + '\n');

let pending = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', chunk => {
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop();
  const out = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    const a = answer(line);
    if (a !== null) out.push(a + '\n');
  }
  if (out.length) process.stdout.write(out.join(''));
});
process.stdin.on('end', () => process.exit(0));
