import { audioContextClass } from './audio-context'

/**
 * A short two-tone chime for something new (an order on the console, an offer on the rider list);
 * silent where the browser has no audio or blocks it (no gesture yet).
 */
export function playChime(): void {
  try {
    const AudioContextClass = audioContextClass()
    if (!AudioContextClass) return
    const audio = new AudioContextClass()
    const gain = audio.createGain()
    gain.gain.value = 0.15
    gain.connect(audio.destination)
    for (const [index, frequency] of [880, 1320].entries()) {
      const tone = audio.createOscillator()
      tone.frequency.value = frequency
      tone.connect(gain)
      tone.start(audio.currentTime + index * 0.18)
      tone.stop(audio.currentTime + index * 0.18 + 0.15)
    }
    setTimeout(() => void audio.close(), 600)
  } catch {
    // No sound is better than a broken page.
  }
}
