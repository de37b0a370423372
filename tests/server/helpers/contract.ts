import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { loadSpecification } from '../../../server/plugins/openapi'

const ajv = new Ajv({ strict: false, allowUnionTypes: true, allErrors: true })
addFormats(ajv)
ajv.addSchema({ $id: 'openapi', components: loadSpecification().components })

/**
 * Checks a value against a schema of openapi.yaml's components. Needed for answers the app sends as
 * pre-serialized bytes, which skip the app's own response validation.
 */
export function contractViolations(schemaName: string, value: unknown): string[] {
  const validate = ajv.getSchema(`openapi#/components/schemas/${schemaName}`)
  if (!validate) throw new Error(`openapi.yaml has no schema ${schemaName}`)
  if (validate(value)) return []
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`)
}
