// Spanish texts of the 'tracking' area, verbatim from the specs. Placeholders read {name}.
export const tracking = {} as const satisfies Record<string, string>
