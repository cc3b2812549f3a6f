import { seededRandom } from './captcha-image';
import { VOICE_CLIPS, VOICE_RATE } from './captcha-voice';

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);

// Decoded on the first captcha read aloud, not at every start of the server.
let decoded: Map<string, Float32Array> | undefined;
const voiceClips = () =>
  (decoded ??= new Map(Object.entries(VOICE_CLIPS).map(([char, base64]) => [char, Float32Array.from(Buffer.from(base64, 'base64'), (v) => (v - 128) / 127)])));

/** A clip played faster or slower (pitch and pace together), by linear interpolation. */
function resample(clip: Float32Array, speed: number): Float32Array {
  const out = new Float32Array(Math.floor(clip.length / speed));
  for (let i = 0; i < out.length; i++) {
    const at = i * speed;
    const low = Math.floor(at);
    const high = Math.min(low + 1, clip.length - 1);
    out[i] = clip[low]! + (clip[high]! - clip[low]!) * (at - low);
  }
  return out;
}

function mix(into: Float32Array, clip: Float32Array, at: number, gain: number) {
  for (let i = 0; i < clip.length && at + i < into.length; i++) into[at + i]! += clip[i]! * gain;
}

/** 16-bit mono PCM in a RIFF/WAVE container. */
function encodeWav(samples: Float32Array, rate: number): Buffer {
  const wav = Buffer.alloc(44 + samples.length * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples.length * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((v, i) => wav.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), 44 + i * 2));
  return wav;
}

/**
 * The captcha read aloud for students who cannot see the picture (decision 064): each character's recorded word
 * (NATO spelling, digits by name) at its own pace and pitch (±12 %), loudness and spacing, over a babble of other
 * characters' words played backwards (speech-like, never a character) and a grainy hiss, so that neither silence
 * nor a clean template marks where a character starts.
 */
export function speakCaptcha(text: string, random: Random = seededRandom()): Buffer {
  const clips = voiceClips();
  const characters = [...clips.keys()];
  const spoken = [...text].map((char) => resample(clips.get(char)!, between(random, 0.88, 1.12)));
  const gaps = spoken.map(() => Math.round(between(random, 0.35, 0.7) * VOICE_RATE));
  const lead = Math.round(0.6 * VOICE_RATE);
  const length = lead + spoken.reduce((sum, clip, i) => sum + clip.length + gaps[i]!, 0) + Math.round(0.4 * VOICE_RATE);
  const out = new Float32Array(length);

  // Babble: reversed words of random characters, quieter than the voice, end to end under the whole recording.
  for (let at = 0; at < length; ) {
    const decoy = resample(clips.get(characters[Math.floor(random() * characters.length)]!)!, between(random, 0.8, 1.2)).reverse();
    mix(out, decoy, at, between(random, 0.18, 0.3));
    at += Math.round(decoy.length * between(random, 0.5, 0.9));
  }
  let at = lead;
  spoken.forEach((clip, i) => {
    mix(out, clip, at, between(random, 0.75, 0.95));
    at += clip.length + gaps[i]!;
  });
  for (let i = 0; i < length; i++) out[i]! += (random() - 0.5) * 0.08;
  return encodeWav(out, VOICE_RATE);
}
