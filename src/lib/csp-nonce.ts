declare global {
  // get-nonce (used by Radix's scroll lock to inject its <style>) reads this webpack-era global.
  var __webpack_nonce__: string | undefined
}

/**
 * Hands the page's CSP nonce (the `<meta property="csp-nonce">` the server writes last in each answer,
 * server/plugins/spa.ts) to libraries that inject <style> elements, so the page's policy needs no
 * 'unsafe-inline'.
 */
export function shareCspNonce(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined
  if (nonce && nonce !== '__CSP_NONCE__') globalThis.__webpack_nonce__ = nonce
}
