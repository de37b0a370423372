// Spanish texts of the 'address' area, verbatim from the specs. Placeholders read {name}.
export const address = {} as const satisfies Record<string, string>
