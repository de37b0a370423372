import type { components } from '../../contract/schema'

/** The contract's shapes the catalogue services answer with (openapi.yaml components). */
export type Schemas = components['schemas']

export type BranchDto = Schemas['Branch']
export type BranchContactDto = Schemas['BranchContact']
export type CompanyDto = Schemas['Company']
export type CompanyInfoDto = Schemas['CompanyInfo']
export type BranchInfoDto = Schemas['BranchInfo']
export type BranchPageDto = Schemas['BranchPage']
export type DinerAliasInfoDto = Schemas['DinerAliasInfo']
export type OrderModeDto = Schemas['OrderMode']
export type OrderModeSummaryDto = Schemas['OrderModeSummary']
export type WorkingDayDto = Schemas['WorkingDay']
export type ScheduleDto = Schemas['Schedule']
export type PaymentTypeDto = Schemas['PaymentType']
export type CountryDto = Schemas['Country']
export type MenuCustomizationDto = Schemas['MenuCustomization']
export type IndicatorDto = Schemas['Indicator']
export type MenuDiscountDto = Schemas['MenuDiscount']
export type DeliveryOptionsDto = Schemas['DeliveryOptions']
export type FileTypeDto = Schemas['FileType']
