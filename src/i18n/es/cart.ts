// Spanish texts of the 'cart' area, verbatim from the specs. Placeholders read {name}.
export const cart = {} as const satisfies Record<string, string>
