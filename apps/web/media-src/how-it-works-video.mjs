// Renders the How It Works clip frame by frame and encodes it with ffmpeg:
//   node apps/web/media-src/how-it-works-video.mjs
// Four "silos" (the personas) around the consortium hub; pulses travel along the links between
// them. Every motion is periodic in the clip length, so the loop has no seam.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const W = 480;
const H = 270;
const FPS = 24;
const SECONDS = 4;
const FRAMES = FPS * SECONDS;
const OUT = fileURLToPath(new URL('../public/media/', import.meta.url));

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const NAVY = rgb('#0b3d5c');
const DEEP = rgb('#08304a');
const TEAL = rgb('#2a9d8f');
const MINT = rgb('#7fd1c7');
const WHITE = rgb('#ffffff');
const AMBER = rgb('#f5a524');

const HUB = { x: W / 2, y: H / 2 };
const NODES = [
  { x: 92, y: 74, color: MINT },
  { x: 388, y: 74, color: AMBER },
  { x: 92, y: 196, color: MINT },
  { x: 388, y: 196, color: AMBER },
];
const LINKS = [...NODES.map((n) => [n, HUB]), [NODES[0], NODES[1]], [NODES[2], NODES[3]], [NODES[0], NODES[2]], [NODES[1], NODES[3]]];

function frame(t) {
  const px = new Float32Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    const k = y / H;
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) px[o + c] = NAVY[c] * (1 - k) + DEEP[c] * k;
    }
  }
  const blend = (x, y, color, alpha) => {
    if (x < 0 || y < 0 || x >= W || y >= H || alpha <= 0) return;
    const o = (y * W + x) * 3;
    const a = Math.min(1, alpha);
    for (let c = 0; c < 3; c++) px[o + c] = px[o + c] * (1 - a) + color[c] * a;
  };
  const disc = (cx, cy, r, color, alpha = 1) => {
    for (let y = Math.floor(cy - r - 1); y <= Math.ceil(cy + r + 1); y++) {
      for (let x = Math.floor(cx - r - 1); x <= Math.ceil(cx + r + 1); x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        blend(x, y, color, alpha * Math.max(0, Math.min(1, r - d + 0.5)));
      }
    }
  };
  const line = (a, b, width, color, alpha) => {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    for (let y = Math.floor(Math.min(a.y, b.y) - width); y <= Math.ceil(Math.max(a.y, b.y) + width); y++) {
      for (let x = Math.floor(Math.min(a.x, b.x) - width); x <= Math.ceil(Math.max(a.x, b.x) + width); x++) {
        const u = Math.max(0, Math.min(1, ((x + 0.5 - a.x) * dx + (y + 0.5 - a.y) * dy) / len2));
        const d = Math.hypot(x + 0.5 - (a.x + u * dx), y + 0.5 - (a.y + u * dy));
        blend(x, y, color, alpha * Math.max(0, Math.min(1, width / 2 - d + 0.5)));
      }
    }
  };

  const wave = (phase) => 0.5 + 0.5 * Math.sin(2 * Math.PI * (t + phase));
  LINKS.forEach(([a, b], i) => line(a, b, 2, TEAL, 0.35 + 0.45 * wave(i / LINKS.length)));
  LINKS.forEach(([a, b], i) => {
    // Each link carries one pulse per loop, staggered so the network always has something moving.
    const u = (t + i / LINKS.length) % 1;
    const s = i < NODES.length ? u : Math.sin(Math.PI * u);
    disc(a.x + (b.x - a.x) * s, a.y + (b.y - a.y) * s, 3.2, WHITE, 0.9);
  });
  NODES.forEach((n, i) => {
    const breathe = wave(i / 4);
    disc(n.x, n.y, 22 + 4 * breathe, n.color, 0.16);
    disc(n.x, n.y, 14, n.color, 0.95);
    disc(n.x, n.y, 6, NAVY, 0.9);
  });
  disc(HUB.x, HUB.y, 36 + 6 * wave(0), TEAL, 0.18);
  disc(HUB.x, HUB.y, 24, TEAL, 1);
  disc(HUB.x, HUB.y, 10, WHITE, 0.95);

  const bytes = Buffer.alloc(W * H * 3);
  for (let i = 0; i < px.length; i++) bytes[i] = Math.round(px[i]);
  return bytes;
}

function ffmpeg(args, input) {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['pipe', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
    for (const chunk of input) child.stdin.write(chunk);
    child.stdin.end();
  });
}

const frames = Array.from({ length: FRAMES }, (_, i) => frame(i / FRAMES));
const raw = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-r', String(FPS), '-i', '-'];
await ffmpeg(
  [
    ...raw,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'veryslow',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    `${OUT}how-it-works.mp4`,
  ],
  frames,
);
await ffmpeg([...raw, '-frames:v', '1', '-q:v', '6', `${OUT}how-it-works-poster.jpg`], [frames[0]]);
process.stdout.write(`wrote ${OUT}how-it-works.mp4 and how-it-works-poster.jpg\n`);
