import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()

describe('routes whose issue has not landed', () => {
  it.each(['/soporte?referenceId=ABC123'])(
    '%s says it is under construction instead of showing a blank page',
    async (path) => {
      const { page } = await browser.open(path)
      const notice = page.getByText('Esta sección está en construcción.')
      await notice.waitFor()
      expect(await notice.isVisible()).toBe(true)
    },
  )
})
