// Spanish texts of the 'order' area, verbatim from the specs. Placeholders read {name}.
export const order = {} as const satisfies Record<string, string>
