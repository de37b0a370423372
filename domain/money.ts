/**
 * How a country writes amounts of money. Argentina (the demo tenant) writes "$13.500": symbol glued to the
 * number, '.' between thousands, no decimals because its mantissa length is 0.
 */
export interface MoneyFormat {
  symbol: string
  mantissaLength: number
  thousandsSeparator: string
  decimalSeparator: string
}

export const DEFAULT_MONEY_FORMAT: MoneyFormat = {
  symbol: '$',
  mantissaLength: 0,
  thousandsSeparator: '.',
  decimalSeparator: ',',
}

/** The money-related fields of a country as the API may send them; any of them may be missing. */
export interface CountryMoneyFields {
  currencySymbol?: string | null
  mantissaLength?: number | null
  thousandsSeparator?: string | null
  decimalSeparator?: string | null
}

const MAX_MANTISSA = 6

export function moneyFormatOf(country: CountryMoneyFields | null | undefined): MoneyFormat {
  const mantissa = country?.mantissaLength
  return {
    symbol: country?.currencySymbol || DEFAULT_MONEY_FORMAT.symbol,
    mantissaLength:
      typeof mantissa === 'number' && Number.isInteger(mantissa) && mantissa >= 0 && mantissa <= MAX_MANTISSA
        ? mantissa
        : DEFAULT_MONEY_FORMAT.mantissaLength,
    thousandsSeparator: country?.thousandsSeparator || DEFAULT_MONEY_FORMAT.thousandsSeparator,
    decimalSeparator: country?.decimalSeparator || DEFAULT_MONEY_FORMAT.decimalSeparator,
  }
}

function groupThousands(digits: string, separator: string): string {
  let out = ''
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator
    out += digits[i]
  }
  return out
}

/**
 * Formats an amount, rounding half away from zero to the country's mantissa length.
 * A non-finite amount is a bug upstream (a price that failed to compute), so it throws rather than
 * showing "$NaN" to a diner.
 */
export function formatMoney(amount: number, format: MoneyFormat = DEFAULT_MONEY_FORMAT): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format a non-finite amount: ${amount}`)
  const factor = 10 ** format.mantissaLength
  // toFixed first so that 1.005-style binary artefacts round the way a person reading the number expects.
  const scaled = Math.round(Number((Math.abs(amount) * factor).toFixed(6)))
  const negative = amount < 0 && scaled !== 0
  const digits = String(scaled).padStart(format.mantissaLength + 1, '0')
  const integerPart = digits.slice(0, digits.length - format.mantissaLength)
  const fraction = format.mantissaLength > 0 ? digits.slice(digits.length - format.mantissaLength) : ''
  const number =
    groupThousands(integerPart, format.thousandsSeparator) +
    (fraction ? format.decimalSeparator + fraction : '')
  return `${negative ? '-' : ''}${format.symbol}${number}`
}

export const moneyFormatter =
  (format: MoneyFormat = DEFAULT_MONEY_FORMAT) =>
  (amount: number): string =>
    formatMoney(amount, format)
