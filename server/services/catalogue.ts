import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import {
  categoryIndicator,
  country,
  file,
  indicator,
  menuCategory,
  menuCustomization,
  plate,
  plateIndicator,
} from '../db/schema'
import type { CountryDto, FileTypeDto, IndicatorDto, MenuCustomizationDto } from './api-types'

export async function findCountry(db: Database, code: string): Promise<CountryDto | undefined> {
  const [row] = await db.select().from(country).where(eq(country.code, code.toUpperCase()))
  if (!row) return undefined
  return {
    code: row.code,
    name: row.name,
    currencyCode: row.currencyCode,
    phonePrefix: row.phonePrefix,
    currencySymbol: row.currencySymbol,
    mantissaLength: row.mantissaLength,
    thousandsSeparator: row.thousandsSeparator,
    decimalSeparator: row.decimalSeparator,
  }
}

/** A file by its owner's id: the branch for logos, the plate or category for pictures. */
export async function findFileUrl(
  db: Database,
  ownerId: number,
  type: FileTypeDto,
): Promise<string | undefined> {
  const owner =
    type === 'PLATE_IMAGE' ? file.plateId : type === 'CATEGORY_IMAGE' ? file.categoryId : file.branchId
  const [row] = await db
    .select({ url: file.url })
    .from(file)
    .where(and(eq(owner, ownerId), eq(file.type, type)))
  return row?.url
}

export async function branchCustomizations(db: Database, branchId: number): Promise<MenuCustomizationDto[]> {
  const rows = await db
    .select()
    .from(menuCustomization)
    .where(eq(menuCustomization.branchId, branchId))
    .orderBy(asc(menuCustomization.id))
  return rows.map((row) => ({
    id: row.id,
    resource: row.resource,
    displayType: row.displayType,
    theme: row.theme,
    commands: row.commands,
  }))
}

export async function allIndicators(db: Database): Promise<IndicatorDto[]> {
  return db
    .select({
      id: indicator.id,
      name: indicator.name,
      showName: indicator.showName,
      backgroundColor: indicator.backgroundColor,
      textColor: indicator.textColor,
    })
    .from(indicator)
    .orderBy(asc(indicator.id))
}

/** The indicators of one plate or category; undefined when the entity does not exist. */
export async function entityIndicators(
  db: Database,
  entityType: 'PLATE' | 'CATEGORY',
  entityId: number,
): Promise<IndicatorDto[] | undefined> {
  const columns = {
    id: indicator.id,
    name: indicator.name,
    showName: indicator.showName,
    backgroundColor: indicator.backgroundColor,
    textColor: indicator.textColor,
  }
  if (entityType === 'PLATE') {
    const [exists] = await db.select({ id: plate.id }).from(plate).where(eq(plate.id, entityId))
    if (!exists) return undefined
    return db
      .select(columns)
      .from(plateIndicator)
      .innerJoin(indicator, eq(indicator.id, plateIndicator.indicatorId))
      .where(eq(plateIndicator.plateId, entityId))
      .orderBy(asc(indicator.id))
  }
  const [exists] = await db
    .select({ id: menuCategory.id })
    .from(menuCategory)
    .where(eq(menuCategory.id, entityId))
  if (!exists) return undefined
  return db
    .select(columns)
    .from(categoryIndicator)
    .innerJoin(indicator, eq(indicator.id, categoryIndicator.indicatorId))
    .where(eq(categoryIndicator.categoryId, entityId))
    .orderBy(asc(indicator.id))
}
