import { isNullable, merged, typesOf, type Schema } from './sample.js';

/** One way in which our schema promises more, or accepts less, than the public description. */
export interface SchemaFinding {
  /** Where in the value, e.g. `data.items[].usageTotalUsd`. */
  where: string;
  /** Which rule: required, nullable, enum, bounds, type, missing-field. */
  rule: 'required' | 'nullable' | 'enum' | 'bounds' | 'type' | 'missing-field';
  /** What differs, in words. */
  message: string;
}

const MAX_DEPTH = 10;

/** True for a union of several non-null shapes, which this comparison does not descend into. */
function isUnion(schema: Schema): boolean {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((s) => !(typesOf(s).length === 1 && typesOf(s)[0] === 'null'));
  return branches.length > 1;
}

/** The single non-null branch of a nullable wrapper (`anyOf: [X, {type: null}]`), or the schema itself. */
function unwrapNullable(schema: Schema): Schema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  const real = branches.filter((s) => !(typesOf(s).length === 1 && typesOf(s)[0] === 'null'));
  if (real.length !== 1) return schema;
  const rest: Schema = { ...schema };
  delete rest.anyOf;
  delete rest.oneOf;
  return merged({ ...rest, ...real[0] });
}

function concreteTypes(schema: Schema): Set<string> {
  const types = new Set(typesOf(schema).filter((t) => t !== 'null'));
  if (types.has('integer')) types.add('number');
  return types;
}

/** zod writes the safe-integer range on every `z.int()`: that is no bound the API would state. */
const SAFE = Number.MAX_SAFE_INTEGER;

function lower(schema: Schema): number | undefined {
  if (typeof schema.minimum === 'number' && schema.minimum > -SAFE) return schema.minimum;
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum;
  return undefined;
}

function upper(schema: Schema): number | undefined {
  if (typeof schema.maximum === 'number' && schema.maximum < SAFE) return schema.maximum;
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum;
  return undefined;
}

/**
 * Compares our schema (zod, through `z.toJSONSchema`) with the description's schema of the same value.
 * Ours may never be stricter: no field required here that is optional there, null accepted wherever it
 * is accepted there, every enum value there accepted here, no tighter number or length bounds, no other
 * type. `request` also reports body fields the description has and we cannot send.
 */
export function compareSchemas(ours: Schema, theirs: Schema, where: string, request: boolean, depth = 0): SchemaFinding[] {
  if (depth > MAX_DEPTH) return [];
  const out: SchemaFinding[] = [];
  const mine = unwrapNullable(merged(ours));
  const their = unwrapNullable(merged(theirs));
  if (isNullable(merged(theirs)) && !isNullable(merged(ours)) && Object.keys(ours).length > 0) {
    out.push({ where, rule: 'nullable', message: 'may be null in the description, not here' });
  }
  if (isUnion(mine) || isUnion(their) || Object.keys(mine).length === 0) return out;

  const myTypes = concreteTypes(mine);
  const theirTypes = concreteTypes(their);
  if (myTypes.size > 0 && theirTypes.size > 0 && ![...theirTypes].some((t) => myTypes.has(t))) {
    out.push({ where, rule: 'type', message: `is ${[...theirTypes].join('|')} in the description, ${[...myTypes].join('|')} here` });
    return out;
  }

  const theirEnum = their.enum?.filter((v) => v !== null);
  const myEnum = mine.enum;
  if (theirEnum && myEnum) {
    const missing = theirEnum.filter((v) => !myEnum.includes(v));
    if (missing.length) out.push({ where, rule: 'enum', message: `does not accept ${missing.map((v) => JSON.stringify(v)).join(', ')}` });
  } else if (myEnum && !theirEnum && mine.const === undefined && theirTypes.size > 0) {
    out.push({ where, rule: 'enum', message: `is any ${[...theirTypes].join('|')} in the description, only ${myEnum.map((v) => JSON.stringify(v)).join(', ')} here` });
  }

  const myLow = lower(mine);
  const theirLow = lower(their);
  if (myLow !== undefined && (theirLow === undefined || myLow > theirLow)) {
    out.push({ where, rule: 'bounds', message: `minimum ${String(myLow)} here, ${theirLow === undefined ? 'none' : String(theirLow)} in the description` });
  }
  const myHigh = upper(mine);
  const theirHigh = upper(their);
  if (myHigh !== undefined && (theirHigh === undefined || myHigh < theirHigh)) {
    out.push({ where, rule: 'bounds', message: `maximum ${String(myHigh)} here, ${theirHigh === undefined ? 'none' : String(theirHigh)} in the description` });
  }
  if (mine.minLength !== undefined && mine.minLength > (their.minLength ?? 0)) {
    out.push({ where, rule: 'bounds', message: `minLength ${String(mine.minLength)} here, ${String(their.minLength ?? 0)} in the description` });
  }
  if (mine.maxLength !== undefined && (their.maxLength === undefined || mine.maxLength < their.maxLength)) {
    out.push({ where, rule: 'bounds', message: `maxLength ${String(mine.maxLength)} here, ${their.maxLength === undefined ? 'none' : String(their.maxLength)} in the description` });
  }

  if (mine.properties && their.properties) {
    const theirRequired = new Set(their.required ?? []);
    for (const [name, property] of Object.entries(mine.properties)) {
      const at = where ? `${where}.${name}` : name;
      if ((mine.required ?? []).includes(name) && !theirRequired.has(name)) {
        out.push({ where: at, rule: 'required', message: 'is required here, optional in the description' });
      }
      const counterpart = their.properties[name];
      if (counterpart) out.push(...compareSchemas(property, counterpart, at, request, depth + 1));
    }
    if (request) {
      for (const name of Object.keys(their.properties)) {
        if (!(name in mine.properties) && their.properties[name]?.readOnly !== true && (mine.additionalProperties === undefined || mine.additionalProperties === false)) {
          out.push({ where: where ? `${where}.${name}` : name, rule: 'missing-field', message: 'is in the description but cannot be sent' });
        }
      }
    }
  }
  const myItems = Array.isArray(mine.items) ? mine.items[0] : mine.items;
  const theirItems = Array.isArray(their.items) ? their.items[0] : their.items;
  if (myItems && theirItems) out.push(...compareSchemas(myItems, theirItems, `${where}[]`, request, depth + 1));
  return out;
}
