import { randomInt } from 'node:crypto';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { CAPTCHA_ALPHABET, CAPTCHA_GLYPHS } from './glyphs';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
export const CAPTCHA_LENGTH = 4;

// Math.random is fine for the distortion; the answer itself comes from crypto.randomInt.
const between = (min: number, max: number) => min + Math.random() * (max - min);

const colour = (light: boolean) => {
  const [low, high] = light ? [170, 235] : [20, 120];
  return `rgb(${Math.round(between(low, high))},${Math.round(between(low, high))},${Math.round(between(low, high))})`;
};

/** A new answer of CAPTCHA_LENGTH characters of the alphabet. */
export function newCaptchaAnswer(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET.charAt(randomInt(CAPTCHA_ALPHABET.length))).join('');
}

function noise(ctx: SKRSContext2D): void {
  for (let i = 0; i < 4; i += 1) {
    ctx.strokeStyle = colour(false);
    ctx.globalAlpha = 0.5;
    ctx.lineWidth = between(1, 2);
    ctx.beginPath();
    ctx.moveTo(between(0, 20), between(0, CAPTCHA_HEIGHT));
    ctx.bezierCurveTo(
      between(20, 60), between(0, CAPTCHA_HEIGHT),
      between(60, 100), between(0, CAPTCHA_HEIGHT),
      between(100, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT),
    );
    ctx.stroke();
  }
  for (let i = 0; i < 60; i += 1) {
    ctx.fillStyle = colour(false);
    ctx.fillRect(between(0, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT), 1.5, 1.5);
  }
  ctx.globalAlpha = 1;
}

function drawGlyph(ctx: SKRSContext2D, char: string, centreX: number): void {
  const strokes = CAPTCHA_GLYPHS[char] ?? [];
  const scale = between(1.7, 2.1);
  ctx.save();
  ctx.translate(centreX + between(-3, 3), CAPTCHA_HEIGHT / 2 + between(-3, 3));
  ctx.rotate(between(-0.35, 0.35));
  ctx.transform(1, 0, between(-0.3, 0.3), 1, 0, 0);
  ctx.scale(scale, scale);
  ctx.translate(-5, -7);
  ctx.strokeStyle = colour(false);
  ctx.lineWidth = between(1.3, 1.8);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of strokes) {
    ctx.beginPath();
    for (let i = 0; i + 1 < stroke.length; i += 2) {
      const x = stroke[i]! + between(-0.6, 0.6);
      const y = stroke[i + 1]! + between(-0.6, 0.6);
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  ctx.restore();
}

/** The answer drawn as distorted strokes over noise: a PNG data URL. */
export function drawCaptcha(answer: string): string {
  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour(true);
  ctx.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  noise(ctx);
  const step = CAPTCHA_WIDTH / (answer.length + 1);
  [...answer].forEach((char, index) => drawGlyph(ctx, char, step * (index + 1)));
  return `data:image/png;base64,${canvas.toBuffer('image/png').toString('base64')}`;
}
