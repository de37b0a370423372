/** The page's WebAudio constructor: Safari before 14.1 names it webkitAudioContext; none where there is no audio. */
export const audioContextClass = (): typeof AudioContext | undefined =>
  window.AudioContext ?? (window as Window & { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
