import { audioContextClass } from '../../../lib/audio-context'

/**
 * The console's new-order sound, made with WebAudio (no file to ship). Browsers refuse to start audio
 * until the person has touched the page, and Chromium logs a warning when a page tries: the one audio
 * context is made at the first chime after the page has been touched (sign-in, a tap on the board), and
 * a chime before then is skipped silently (the badge and the title still show the order).
 */
let audio: AudioContext | null = null

function audioContext(): AudioContext | null {
  if (audio) return audio
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation
  if (activation && !activation.hasBeenActive) return null
  const AudioContextClass = audioContextClass()
  if (!AudioContextClass) return null
  audio = new AudioContextClass()
  return audio
}

/** Three rising tones, loud enough for a kitchen: the machine's `chime`. */
export function playKitchenChime(): void {
  try {
    const audio = audioContext()
    if (!audio) return
    if (audio.state === 'suspended') void audio.resume()
    const start = audio.currentTime
    const gain = audio.createGain()
    gain.connect(audio.destination)
    for (const [index, frequency] of [660, 880, 1320].entries()) {
      const at = start + index * 0.2
      const tone = audio.createOscillator()
      tone.type = 'triangle'
      tone.frequency.value = frequency
      tone.connect(gain)
      gain.gain.setValueAtTime(0.35, at)
      gain.gain.exponentialRampToValueAtTime(0.01, at + 0.18)
      tone.start(at)
      tone.stop(at + 0.18)
    }
  } catch {
    // No sound is better than a broken board: the badge and the title still announce the order.
  }
}
