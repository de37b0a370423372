// Spanish texts of the 'branch' area, verbatim from the specs. Placeholders read {name}.
export const branch = {} as const satisfies Record<string, string>
