// Spanish texts of the 'storefront' area, verbatim from the specs. Placeholders read {name}.
export const storefront = {} as const satisfies Record<string, string>
