// Spanish texts of the 'survey' area, verbatim from the specs. Placeholders read {name}.
export const survey = {} as const satisfies Record<string, string>
