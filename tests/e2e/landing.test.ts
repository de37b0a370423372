import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()

describe('alias landing', () => {
  it('lists the branches of a company', async () => {
    const { page } = await browser.open('/demo-gastronomia')
    await page.getByRole('heading', { level: 1, name: 'Demo Gastronomía' }).waitFor()
    const names = await page.getByRole('main').getByRole('link').allTextContents()
    expect(names.some((name) => name.includes('Pizzería Demo'))).toBe(true)
    expect(names.some((name) => name.includes('Café Demo'))).toBe(true)
  })

  it("lists a branch's locals and filters them with 'Buscar Local'", async () => {
    const { page } = await browser.open('/pizzeria-demo')
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo' }).waitFor()
    const locals = page.getByRole('heading', { level: 3 })
    await expect(locals.allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Pizzería Demo Palermo', 'Pizzería Demo Belgrano']),
    )
    await page.getByRole('searchbox', { name: 'Buscar Local' }).fill('Belgrano')
    await page.waitForFunction(() => document.querySelectorAll('main h3').length === 1)
    await expect(locals.allTextContents()).resolves.toEqual(['Pizzería Demo Belgrano'])
  })

  it('opens the only local of a branch directly', async () => {
    const { page } = await browser.open('/cafe-demo')
    await page.waitForURL(/\/menu\/cafe-demo-centro\/take-away$/)
    await page.getByRole('heading', { level: 1, name: 'Café Demo Centro' }).waitFor()
  })

  it('asks which menu to view, one button per mode sharing the width (two rows of two on a phone)', async () => {
    const { page } = await browser.open('/menu/pizzeria-demo-palermo')
    await page.getByRole('heading', { name: '¿Qué menú deseas ver?' }).waitFor()
    const buttons = page.getByRole('region', { name: '¿Qué menú deseas ver?' }).getByRole('listitem')
    expect(await buttons.count()).toBe(4)
    // a quarter of a 390 px phone cannot hold 'Autoservicio' whole: four modes take two equal rows there
    const boxes = await buttons.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect()
        return { width: Math.round(box.width), top: Math.round(box.top) }
      }),
    )
    expect(new Set(boxes.map((box) => box.width)).size).toBe(1)
    expect(boxes[0]?.width).toBeGreaterThan(150)
    expect(boxes.map((box) => box.top)).toEqual([boxes[0]?.top, boxes[0]?.top, boxes[2]?.top, boxes[2]?.top])
    expect(boxes[2]?.top).toBeGreaterThan(boxes[0]?.top ?? 0)
    // …and a quarter each, in one row, on a wider screen
    await page.setViewportSize({ width: 1024, height: 768 })
    const wide = await buttons.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    )
    expect(new Set(wide).size).toBe(1)
    await page.getByRole('link', { name: /Delivery/ }).click()
    await page.waitForURL(/\/menu\/pizzeria-demo-palermo\/delivery$/)
  })
})
