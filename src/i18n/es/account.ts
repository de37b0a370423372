// Spanish texts of the 'account' area, verbatim from the specs. Placeholders read {name}.
export const account = {} as const satisfies Record<string, string>
