/**
 * What the Lambda bundles use in place of `jsonschema` (infra/constructs/lambda-bundling.ts aliases it
 * here). ElectroDB validates every entity model against its JSON schema when the entity is built, and
 * once more each time the Service joins an entity (to tell a model from an Entity instance): for the
 * product's 36 entities that was about half of every domain Lambda's cold import (docs/performance.md).
 *
 * The models are the code of the bundle itself, and every test run validates them with the real
 * `jsonschema` (the tests and the local stack build the entities unbundled), so a deployed function need
 * not check them again on every cold start. What this validator still answers is the one question
 * ElectroDB's Service asks at run time: a built Entity (`_instance` set) is not a model.
 * tests/infra/lambda-bundles.test.ts checks that a bundle builds the same requests as the unbundled code.
 */
const NOT_A_MODEL = [{ property: 'instance', message: 'is an ElectroDB instance, not a model', argument: undefined }];

export class Validator {
  declare customFormats: Record<string, (input: unknown) => boolean>;

  addSchema(): void {}

  validate(instance: unknown): { errors: typeof NOT_A_MODEL } {
    const isBuiltInstance = typeof instance === 'object' && instance !== null && '_instance' in instance;
    return { errors: isBuiltInstance ? NOT_A_MODEL : [] };
  }
}

// ElectroDB registers its format checks on the prototype (`Validator.prototype.customFormats.isFunction = ...`);
// nothing reads them here.
Validator.prototype.customFormats = {};
