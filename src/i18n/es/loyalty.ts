// Spanish texts of the 'loyalty' area, verbatim from the specs. Placeholders read {name}.
export const loyalty = {} as const satisfies Record<string, string>
