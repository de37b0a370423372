import { options } from 'preact'

/**
 * The app is written for React, which runs effects once the browser yields (a MessageChannel task).
 * Preact, which serves the React API here (vite.config.ts), waits for the next animation frame instead, and
 * an animation frame never comes while a page is hidden or its clock is held (the kiosk's idle tests).
 * Run Preact's effects as React would.
 */
export function runEffectsAfterYield(): void {
  options.requestAnimationFrame = (callback) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => callback()
    channel.port2.postMessage(undefined)
  }
}
