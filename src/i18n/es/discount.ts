// Spanish texts of the 'discount' area, verbatim from the specs. Placeholders read {name}.
export const discount = {} as const satisfies Record<string, string>
