// Spanish texts of the 'checkout' area, verbatim from the specs. Placeholders read {name}.
export const checkout = {} as const satisfies Record<string, string>
