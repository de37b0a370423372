// Spanish texts of the 'common' area, verbatim from the specs. Placeholders read {name}.
export const common = {} as const satisfies Record<string, string>
