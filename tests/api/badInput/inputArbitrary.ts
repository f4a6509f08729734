import fc from 'fast-check';
import { BAD_NUMBERS, BAD_STRINGS, WRONG_TYPES } from './badValues.ts';
import type { SchemaNode } from './openApiOperations.ts';
import { flatten, knownNumbers, knownStrings, variantsOf, type KnownValues } from './validValue.ts';

/** Most leaves follow the schema, so that one bad leaf among good ones reaches the handler. */
const GOOD_WEIGHT = 12;
/** Mostly whole objects; now and then one without a required field or with a stranger. */
const WHOLE_OBJECT_WEIGHT = 6;
/** Short arrays and strings: size is tried by the bad values, not by the random ones. */
const MAX_ITEMS = 3;
const MAX_TEXT = 40;
const MAX_KEYS = 4;
const MAX_JSON_DEPTH = 3;
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...BAD_STRINGS),
  fc.constantFrom(...BAD_NUMBERS),
  fc.constantFrom(...WRONG_TYPES),
  fc.string({ maxLength: MAX_TEXT }).map((s) => `${s}\u0000${s}`),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: 'binary', maxLength: MAX_TEXT }),
);

/** An integer within the schema's bounds; fast-check's integers are 32-bit, the ends come too. */
function integerIn(node: SchemaNode, name: string, known: KnownValues): fc.Arbitrary<number> {
  const real = knownNumbers(known, name);
  const min = node.minimum ?? INT32_MIN;
  const max = node.maximum ?? INT32_MAX;
  const low = Math.max(min, INT32_MIN);
  const high = Math.min(max, INT32_MAX);
  // A range wholly past 32 bits (epoch milliseconds bounded by dates) is drawn as doubles, rounded.
  const inner =
    low <= high
      ? fc.integer({ min: low, max: high })
      : fc
          .double({ min, max, noNaN: true })
          .map((x) => Math.min(max, Math.max(min, Math.round(x))));
  return fc.oneof(inner, fc.constantFrom(min, max, ...real));
}

function stringFor(node: SchemaNode, name: string, known: KnownValues): fc.Arbitrary<string> {
  const real = knownStrings(known, name);
  let made: fc.Arbitrary<string>;
  if (node.format === 'email') made = fc.emailAddress();
  else if (node.format === 'uri') made = fc.webUrl();
  else if (node.pattern) made = fc.stringMatching(new RegExp(node.pattern));
  else {
    const sizes = {
      minLength: node.minLength ?? 0,
      maxLength: Math.max(node.minLength ?? 0, Math.min(node.maxLength ?? MAX_TEXT, MAX_TEXT)),
    };
    made = fc.oneof(fc.string(sizes), fc.string({ ...sizes, unit: 'grapheme' }));
  }
  return real.length ? fc.oneof(fc.constantFrom(...real), made) : made;
}

function objectFor(node: SchemaNode, known: KnownValues): fc.Arbitrary<unknown> {
  const properties = node.properties ?? {};
  if (Object.keys(properties).length === 0)
    return fc.dictionary(
      fc.string({ maxLength: MAX_TEXT }),
      fc.jsonValue({ maxDepth: MAX_JSON_DEPTH }),
      {
        maxKeys: MAX_KEYS,
      },
    );
  const required = node.required ?? [];
  const whole = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, child]) => [key, inputArbitrary(child, key, known)]),
    ),
    { requiredKeys: required.filter((key) => key in properties) },
  );
  const withoutOne = required.length
    ? fc
        .tuple(whole, fc.constantFrom(...required))
        .map(([value, key]) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key)))
    : whole;
  const withStranger = fc
    .tuple(whole, fc.string({ maxLength: MAX_TEXT }), badValue)
    .map(([value, key, extra]) => ({ ...value, [key]: extra }));
  return fc.oneof(
    { weight: WHOLE_OBJECT_WEIGHT, arbitrary: whole },
    { weight: 1, arbitrary: withoutOne },
    { weight: 1, arbitrary: withStranger },
  );
}

function goodFor(schema: SchemaNode, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  const node = flatten(schema);
  const variants = variantsOf(node);
  let made: fc.Arbitrary<unknown>;
  if (variants?.length) made = fc.oneof(...variants.map((v) => goodFor(v, name, known)));
  else if (node.const !== undefined) made = fc.constant(node.const);
  else if (node.enum?.length) made = fc.constantFrom(...node.enum);
  else if (node.type === 'string') made = stringFor(node, name, known);
  else if (node.type === 'integer') made = integerIn(node, name, known);
  else if (node.type === 'number')
    made = fc.oneof(
      integerIn(node, name, known),
      fc.double({
        min: node.minimum ?? -Number.MAX_VALUE,
        max: node.maximum ?? Number.MAX_VALUE,
        noNaN: true,
        noDefaultInfinity: true,
      }),
    );
  else if (node.type === 'boolean') made = fc.boolean();
  else if (node.type === 'array') {
    const minLength = node.minItems ?? 0;
    made = fc.array(inputArbitrary(node.items ?? {}, name, known), {
      minLength,
      maxLength: Math.max(minLength, Math.min(node.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
    });
  } else if (node.type === 'object') made = objectFor(node, known);
  else made = fc.jsonValue({ maxDepth: MAX_JSON_DEPTH });
  return node.nullable ? fc.option(made, { nil: null }) : made;
}

/** A value for a field: mostly what its schema asks for, sometimes a bad value of any kind. */
export function inputArbitrary(
  node: SchemaNode,
  name: string,
  known: KnownValues,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: GOOD_WEIGHT, arbitrary: goodFor(node, name, known) },
    { weight: 1, arbitrary: badValue },
  );
}
